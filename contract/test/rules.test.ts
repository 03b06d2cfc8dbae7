import { describe, expect, it } from 'vitest';
import { type RuleName, rules } from '../src/validate/rules.ts';

const REQUIRED = 'Este campo é obrigatório';
const INVALID_CHARS = 'Contém caracteres inválidos';
const NUMERIC = 'Valor deve ser numérico';
const WEAK = 'Não é permitido o uso de senha fraca';
const size = (min: number, max: number) => `O campo deve conter entre ${min} e ${max} caracteres`;
const between = (min: number, max: number) => `O campo deve possuir valor entre ${min} e ${max}`;
const suspicious = (term: string) => `Esse campo não aceita "${term}"`;

type Case = readonly [RuleName, string, string | undefined];

const x = (n: number, ch = 'a') => ch.repeat(n);

const cases: readonly Case[] = [
  ['username', 'admin', undefined],
  ['username', x(30), undefined],
  ['username', '', REQUIRED],
  ['username', '   ', REQUIRED],
  ['username', 'joão', INVALID_CHARS],
  ['username', 'reboot', suspicious('reboot')],
  ['username', x(31), size(1, 30)],

  ['password', 'Abcdef1!', undefined],
  ['password', '', REQUIRED],
  ['password', 'Senhaç1!', INVALID_CHARS],
  ['password', 'Passwd1!', suspicious('passwd')],
  ['password', `Aa1!${x(27)}`, size(1, 30)],
  ['password', 'abcdefgh', WEAK],
  ['password', 'Ab1!', WEAK],

  ['locationName', 'Sala de Estar', undefined],
  ['locationName', x(28), undefined],
  ['locationName', '', REQUIRED],
  ['locationName', 'São Paulo', INVALID_CHARS],
  ['locationName', ' Sala', 'Não é permitido uso de espaço no começo e fim.'],
  ['locationName', 'Sala ', 'Não é permitido uso de espaço no começo e fim.'],
  ['locationName', 'Sala 2', 'Este campo deve conter apenas letras'],
  ['locationName', 'Sala  Estar', 'Não é permitido uso de espaços consecutivos.'],
  ['locationName', 'Sala reboot', suspicious('reboot')],
  ['locationName', 'flash set', suspicious('flash set')],
  ['locationName', x(29), size(1, 28)],

  ['ssid', 'Minha Casa', undefined],
  ['ssid', x(32), undefined],
  ['ssid', '', REQUIRED],
  ['ssid', 'Café', INVALID_CHARS],
  ['ssid', 'net`id`', suspicious('``')],
  ['ssid', x(33), size(1, 32)],

  ['wifiPassword', x(8), undefined],
  ['wifiPassword', x(63), undefined],
  ['wifiPassword', '', REQUIRED],
  ['wifiPassword', 'senhaçççç', INVALID_CHARS],
  ['wifiPassword', x(7), size(8, 63)],
  ['wifiPassword', x(64), size(8, 63)],

  ['pppoeUsername', 'cliente@provedor', undefined],
  ['pppoeUsername', x(128), undefined],
  ['pppoeUsername', '', REQUIRED],
  ['pppoeUsername', 'usuário', INVALID_CHARS],
  ['pppoeUsername', 'x$(id)', suspicious('$()')],
  ['pppoeUsername', x(129), size(0, 128)],
  ['pppoePassword', 'segredo', undefined],
  ['pppoePassword', '', REQUIRED],
  ['pppoePassword', 'UDPserver', suspicious('UDPserver')],
  ['pppoePassword', x(129), size(0, 128)],

  ['pppoeServer', '', undefined],
  ['pppoeServer', x(40), undefined],
  ['pppoeServer', 'serviço', INVALID_CHARS],
  ['pppoeServer', x(41), size(0, 40)],
  ['pppoeService', '', undefined],
  ['pppoeService', x(41), size(0, 40)],

  ['pppoeMtu', '1492', undefined],
  ['pppoeMtu', '68', undefined],
  ['pppoeMtu', '', REQUIRED],
  ['pppoeMtu', '14a2', NUMERIC],
  ['pppoeMtu', '01492', size(1, 4)],
  ['pppoeMtu', '1493', 'O valor da MTU deve estar entre 68 e 1492'],
  ['pppoeMtu', '67', 'O valor da MTU deve estar entre 68 e 1492'],

  ['mtu', '1500', undefined],
  ['mtu', '68', undefined],
  ['mtu', '', REQUIRED],
  ['mtu', 'abc', NUMERIC],
  ['mtu', '1501', 'O valor da MTU deve estar entre 68 e 1500'],
  ['mtu', '67', 'O valor da MTU deve estar entre 68 e 1500'],

  ['ipv4Required', '192.168.0.1', undefined],
  ['ipv4Required', '', REQUIRED],
  ['ipv4Required', '127.0.0.1', 'Endereço inválido'],
  ['ipv4', '', undefined],
  ['ipv4', '192.168.01.1', 'Endereço inválido'],
  ['ipv6Required', '2001:db8::1', undefined],
  ['ipv6Required', '', REQUIRED],
  ['ipv6Required', '2001:db8::g', 'Endereço inválido'],
  ['ipv6', '', undefined],
  ['ipv6', '1::2::3', 'Endereço inválido'],
  ['macRequired', 'AA:BB:CC:DD:EE:01', undefined],
  ['macRequired', '', REQUIRED],
  ['macRequired', '00:00:00:00:00:00', 'Endereço MAC inválido'],
  ['netmaskRequired', '255.255.255.0', undefined],
  ['netmaskRequired', '', REQUIRED],
  ['netmaskRequired', '255.0.255.0', 'Máscara inválida'],
  ['port', '8080', undefined],
  ['port', '', REQUIRED],
  ['port', '70000', 'Portas devem ter valores entre 1 e 65535'],

  ['dhcpLeaseTime', '1', undefined],
  ['dhcpLeaseTime', '1440', undefined],
  ['dhcpLeaseTime', '', REQUIRED],
  ['dhcpLeaseTime', '1h', NUMERIC],
  ['dhcpLeaseTime', '0', between(1, 1440)],
  ['dhcpLeaseTime', '1441', between(1, 1440)],

  ['leaseDescription', '', undefined],
  ['leaseDescription', x(32), undefined],
  ['leaseDescription', x(33), size(0, 32)],
  ['description', 'Servidor web', undefined],
  ['description', '', REQUIRED],
  ['description', x(33), size(1, 32)],

  ['hostnameField', 'www.intelbras.com.br', undefined],
  ['hostnameField', '8.8.8.8', undefined],
  ['hostnameField', '', REQUIRED],
  ['hostnameField', 'ação.com', INVALID_CHARS],
  ['hostnameField', 'dev/null', suspicious('dev/')],
  ['hostnameField', `${x(252)}.com`, size(1, 255)],
  ['hostnameField', 'exa mple.com', INVALID_CHARS],
  ['syslogHost', 'logs.local', undefined],
  ['syslogHost', '', REQUIRED],
  ['syslogHost', 'logs local', INVALID_CHARS],
  ['urlFilter', 'facebook.com', undefined],
  ['urlFilter', '', REQUIRED],
  ['urlFilter', `${x(27)}.com`, size(1, 30)],
  ['urlFilter', 'http://x.com', INVALID_CHARS],
  ['deviceUrlFilter', 'youtube.com', undefined],
  ['deviceUrlFilter', '', REQUIRED],
  ['deviceUrlFilter', 'you tube', INVALID_CHARS],
  ['scheduleName', 'Noite', undefined],
  ['scheduleName', '', REQUIRED],
  ['scheduleName', x(33), size(1, 32)],

  ['pingPacketSize', '', undefined],
  ['pingPacketSize', '56', undefined],
  ['pingPacketSize', '3', between(4, 1024)],
  ['pingPacketSize', 'x', NUMERIC],
  ['pingPackets', '0', undefined],
  ['pingPackets', '50', undefined],
  ['pingPackets', '51', between(0, 50)],
  ['pingHops', '255', undefined],
  ['pingHops', '256', between(0, 255)],
  ['pingDeadline', '60', undefined],
  ['pingDeadline', '61', between(0, 60)],
  ['traceroutePacketLen', '38', undefined],
  ['traceroutePacketLen', '', REQUIRED],
  ['traceroutePacketLen', '37', between(38, 32768)],
  ['traceroutePacketLenIpv6', '63', between(64, 32768)],
  ['traceroutePacketLenIpv6', '64', undefined],
  ['traceroutePacketLen', '32768', undefined],
  ['traceroutePacketLen', '32769', between(38, 32768)],
  ['tracerouteHops', '30', undefined],
  ['tracerouteHops', '0', between(1, 255)],
  ['tracerouteHops', '', REQUIRED],
  ['tracerouteDeadline', '3', undefined],
  ['tracerouteDeadline', '61', between(1, 60)],
  ['tracerouteFirstTtl', '1', undefined],
  ['tracerouteFirstTtl', '256', between(1, 255)],

  ['globalQos', '1000', undefined],
  ['globalQos', '', REQUIRED],
  ['globalQos', '0', between(1, 1000)],
  ['globalQos', '1001', between(1, 1000)],
  ['globalQos', '10000', size(1, 4)],
  ['dosCount', '0', undefined],
  ['dosCount', '9999', undefined],
  ['dosCount', '', REQUIRED],
  ['dosCount', '10000', '0 à 9999'],
  // issue 26: below the range is the range's message, a minus sign or not
  ['dosCount', '-1', '0 à 9999'],
  ['dosCount', '-0', undefined],
  ['dosCount', '1-', NUMERIC],
  ['dosCount', '1.5', NUMERIC],

  ['resetTime', '5', undefined],
  ['resetTime', '3600', undefined],
  ['resetTime', '', REQUIRED],
  ['resetTime', '4', 'O valor mínimo é 5'],
  ['resetTime', '3601', 'O valor máximo é 3600'],
  ['tr069Interval', '0', undefined],
  ['tr069Interval', '60', undefined],
  ['tr069Interval', '43200', undefined],
  ['tr069Interval', '', REQUIRED],
  ['tr069Interval', '59', 'O valor mínimo é de 60 segundos'],
  ['tr069Interval', '43201', 'O valor máximo é de 43200 segundos'],
  ['tr069Password', 'segredo', undefined],
  ['tr069Password', '', REQUIRED],
  ['tr069Password', x(31), size(1, 30)],
  ['acsUrl', 'http://acs.provedor.com:7547', undefined],
  ['acsUrl', '', REQUIRED],
  ['acsUrl', 'http://acs/reboot', suspicious('reboot')],
  ['tr069Username', 'cpe', undefined],
  ['tr069Username', x(255), undefined],
  ['tr069Username', ' ', REQUIRED],
  ['tr069Username', x(256), size(1, 255)],
  ['conreqPath', '/tr069', undefined],
  ['conreqPath', '', undefined],
  ['conreqPath', '/cwmp/ação', INVALID_CHARS],
  ['conreqPath', '/$(reboot)', suspicious('$()')],
  ['conreqPath', `/${x(255)}`, size(0, 255)],

  ['voiceVolume', '0', undefined],
  ['voiceVolume', '10', undefined],
  ['voiceVolume', '11', between(0, 10)],
  ['voiceVolume', '', REQUIRED],
  ['voiceEqualization', '1', undefined],
  ['voiceEqualization', '5', undefined],
  ['voiceEqualization', '0', between(1, 5)],
  ['voiceEqualization', '6', between(1, 5)],
];

describe('rules', () => {
  it.each(cases)('%s(%j) → %j', (name, value, expected) => {
    expect(rules[name](value)).toBe(expected);
  });

  it('every rule has a valid and an invalid case', () => {
    const names = Object.keys(rules) as RuleName[];
    for (const name of names) {
      const mine = cases.filter(([n]) => n === name);
      expect(mine.some(([, , e]) => e === undefined), `${name} valid`).toBe(true);
      expect(mine.some(([, , e]) => e !== undefined), `${name} invalid`).toBe(true);
    }
  });

  it('the password warning is not a failure', () => {
    expect(rules.password('Admin#2024')).toBeUndefined();
  });
});
