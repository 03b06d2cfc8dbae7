import { describe, expect, it } from 'vitest';
import { is } from 'superstruct';
import { DailyRebootUpdate, DateTimeUpdate, Led, MirroringUpdate, Syslog, timeZoneOffset } from '../src/system.ts';
import { firmwareImageHeader, firmwarePartCount, parseFirmwareHeader } from '../src/firmware.ts';
import {
  caCertTooBig, CLOCK_MAX_SECONDS, clockOutOfRange, firmwareFileTooBig, mirroringSamePort, ntpFieldsOff, remoteManagementFieldsOff,
  syslogFieldsOff, tr069FieldsOff, validateClock, validateFirmwareFile, validateMirroring, validateNtp, validateRemoteManagement,
  validateResetTime, validateSyslog, validateTr069, type Tr069Draft, validateManagementPort,
} from '../src/validate/system.ts';
import { validateDmz } from '../src/validate/security.ts';
import { validateWanUnused } from '../src/validate/wan.ts';
import { mtuMessage, sizeMessage, suspiciousMessage, validationMessages as m } from '../src/validate/messages.ts';

/** 60 KB: what QA stored while a feature was off. */
const HUGE = 'a'.repeat(60_000);

describe('firmware file (spec 3 §5, §9; our image format)', () => {
  it('is under 30,000,000 bytes', () => {
    expect(validateFirmwareFile(29_999_999)).toBeUndefined();
    expect(validateFirmwareFile(30_000_000)).toBe(firmwareFileTooBig);
    expect(validateFirmwareFile(0)).toBe(m.required);
  });
  it('goes in parts of 309,600 base64 characters (232,200 bytes)', () => {
    expect(firmwarePartCount(1)).toBe(1);
    expect(firmwarePartCount(232_200)).toBe(1);
    expect(firmwarePartCount(232_201)).toBe(2);
    expect(firmwarePartCount(29_999_999)).toBe(130);
  });
  it('names its model and version in its first line', () => {
    const bytes = new TextEncoder().encode(`${firmwareImageHeader('W6-1500', '1.6.0')}payload`);
    expect(parseFirmwareHeader(bytes)).toEqual({ model: 'W6-1500', version: '1.6.0' });
    expect(parseFirmwareHeader(new TextEncoder().encode('RTFW1 model=W6-1500\n'))).toBeNull();
    expect(parseFirmwareHeader(new TextEncoder().encode('qualquer coisa'))).toBeNull();
  });
});

describe('reset button (spec 3 §5)', () => {
  it('takes 5 to 3600 s', () => {
    expect(validateResetTime('5')).toBeUndefined();
    expect(validateResetTime('3600')).toBeUndefined();
    expect(validateResetTime('4')).toBe('O valor mínimo é 5');
    expect(validateResetTime('3601')).toBe('O valor máximo é 3600');
    expect(validateResetTime('')).toBe(m.required);
  });
});

describe('NTP (spec 3 §5)', () => {
  const ntp = (ntp_server1: string, ntp_server2: string, automatic = true) => validateNtp({ automatic, ntp_server1, ntp_server2 });
  it('server 1 a required IPv4, server 2 an optional IPv4, not the same', () => {
    expect(ntp('200.160.7.186', '')).toEqual({});
    expect(ntp('', '')).toEqual({ ntp_server1: m.required });
    expect(ntp('a.st1.ntp.br', '')).toEqual({ ntp_server1: m.invalidAddress });
    expect(ntp('1.2.3.4', '1.2.3')).toEqual({ ntp_server2: m.invalidAddress });
    expect(ntp('1.2.3.4', '1.2.3.4')).toEqual({ ntp_server2: 'Os endereços não podem ser repetidos' });
  });
  it('with NTP off keeps its servers, each empty or an IPv4 (the same one twice too), never out of bounds', () => {
    expect(ntp('', '', false)).toEqual({});
    expect(ntp('1.2.3.4', '1.2.3.4', false)).toEqual({});
    expect(ntp(HUGE, '', false)).toEqual({ ntp_server1: m.invalidAddress });
    expect(ntp('', '1.2.3', false)).toEqual({ ntp_server2: m.invalidAddress });
    expect(ntpFieldsOff({ automatic: false })).toEqual(['ntp_server1', 'ntp_server2']);
    expect(ntpFieldsOff({ automatic: true })).toEqual([]);
  });
  it('a clock set by hand is a whole second from 1970 to 9999', () => {
    expect(validateClock(0)).toBeUndefined();
    expect(validateClock(CLOCK_MAX_SECONDS)).toBeUndefined();
    expect(new Date(CLOCK_MAX_SECONDS * 1000).toISOString()).toBe('9999-12-31T23:59:59.000Z');
    for (const bad of [-1, CLOCK_MAX_SECONDS + 1, 1e308, 1.5, Number.NaN]) expect(validateClock(bad)).toBe(clockOutOfRange);
  });
  it('time zones: Brazil\'s, offsets in minutes', () => {
    expect(timeZoneOffset('America/Manaus')).toBe(-240);
    expect(is({ timezone: 'America/Sao_Paulo' }, DateTimeUpdate)).toBe(true);
    expect(is({ timezone: 'Europe/Lisbon' }, DateTimeUpdate)).toBe(false);
  });
});

describe('remote management (spec 3 §5)', () => {
  const base = { enabled: true, port: '8080', https_enable: false, https_port: '8443', enable_ip_range: false, rangeStart: '', rangeEnd: '' };
  const forwards = [{ start: 8081, end: 8085 }];
  it('ports outside the port forwards', () => {
    expect(validateRemoteManagement(base, forwards)).toEqual({});
    expect(validateRemoteManagement({ ...base, port: '8083' }, forwards)).toEqual({ port: 'Esta porta está em uso por uma regra de redirecionamento' });
    expect(validateRemoteManagement({ ...base, https_enable: true, https_port: '8081' }, forwards).https_port).toBe(m.portUsedByForward);
    expect(validateRemoteManagement({ ...base, port: '0' }, forwards)).toEqual({ port: m.port });
  });
  it('HTTP and HTTPS differ, in the spec\'s own spelling', () => {
    expect(validateRemoteManagement({ ...base, https_enable: true, https_port: '8080' }, [])).toEqual({
      https_port: 'As portas para getenciamento HTTP e HTTPS têm de ser diferentes',
    });
  });
  it('the range start is below its end', () => {
    const range = { ...base, enable_ip_range: true };
    expect(validateRemoteManagement({ ...range, rangeStart: '10.0.0.1', rangeEnd: '10.0.0.9' }, [])).toEqual({});
    expect(validateRemoteManagement({ ...range, rangeStart: '10.0.0.9', rangeEnd: '10.0.0.9' }, [])).toEqual({ rangeStart: m.startAboveEnd });
    expect(validateRemoteManagement({ ...range, rangeStart: '10.0.0', rangeEnd: '' }, [])).toEqual({
      rangeStart: m.invalidAddress, rangeEnd: m.required,
    });
  });
  it('a port switched off may be in a forward, but stays a valid port', () => {
    expect(validateRemoteManagement({ ...base, enabled: false, port: '8081' }, forwards)).toEqual({});
    for (const port of ['0', '-1', '65536', '99999999999', '1e+308']) {
      expect(validateRemoteManagement({ ...base, enabled: false, port }, forwards)).toEqual({ port: m.port });
      expect(validateRemoteManagement({ ...base, https_port: port }, forwards)).toEqual({ https_port: m.port });
    }
  });
  it('a range switched off keeps empty or IPv4 ends, in any order', () => {
    expect(validateRemoteManagement({ ...base, rangeStart: '10.0.0.9', rangeEnd: '10.0.0.1' }, [])).toEqual({});
    expect(validateRemoteManagement({ ...base, rangeStart: HUGE, rangeEnd: '10.0.0' }, [])).toEqual({
      rangeStart: m.invalidAddress, rangeEnd: m.invalidAddress,
    });
  });
  it('names the fields its switches leave unused', () => {
    expect(remoteManagementFieldsOff(base)).toEqual(['https_port', 'rangeStart', 'rangeEnd']);
    expect(remoteManagementFieldsOff({ enabled: false, https_enable: true, enable_ip_range: true })).toEqual(['port']);
  });
});

describe('TR-069 (spec 3 §5, §9)', () => {
  const draft: Tr069Draft = {
    tr069_enable: true, acs_url: 'http://acs.exemplo.com.br', acs_username: 'cpe', acs_password: 'segredo', tr069_interval: '300',
    connection: false, conreq_name: '', conreq_pw: '', conreq_port: '7547', conreq_path: '/tr069', stun: false, stun_server_addr: '',
    stun_server_port: '3478', ca_cert_bytes: 0,
  };
  const off: Tr069Draft = { ...draft, tr069_enable: false, acs_url: '', acs_username: '', acs_password: '' };
  it('interval 0 or 60 to 43200', () => {
    expect(validateTr069({ ...draft, tr069_interval: '0' })).toEqual({});
    expect(validateTr069({ ...draft, tr069_interval: '60' })).toEqual({});
    expect(validateTr069({ ...draft, tr069_interval: '59' })).toEqual({ tr069_interval: 'O valor mínimo é de 60 segundos' });
    expect(validateTr069({ ...draft, tr069_interval: '43201' })).toEqual({ tr069_interval: 'O valor máximo é de 43200 segundos' });
  });
  it('ACS URL and username required, password 1 to 30, CA certificate under 4096 bytes', () => {
    expect(validateTr069({ ...draft, acs_url: '', acs_username: ' ', acs_password: 'x'.repeat(31), ca_cert_bytes: 4096 })).toEqual({
      acs_url: m.required, acs_username: m.required, acs_password: 'O campo deve conter entre 1 e 30 caracteres', ca_cert: caCertTooBig,
    });
    expect(validateTr069({ ...draft, ca_cert_bytes: 4095 })).toEqual({});
  });
  it('the connection request\'s port when it is on', () => {
    expect(validateTr069({ ...draft, connection: true, conreq_name: 'acs', conreq_pw: 'pw', conreq_port: '70000' })).toEqual({ conreq_port: m.port });
  });
  it('usernames 1 to 255, the connection request\'s path ASCII up to 255 (ours)', () => {
    expect(validateTr069({ ...draft, acs_username: 'u'.repeat(255) })).toEqual({});
    expect(validateTr069({ ...draft, acs_username: 'u'.repeat(256) })).toEqual({ acs_username: sizeMessage(1, 255) });
    expect(validateTr069({ ...draft, connection: true, conreq_name: 'n'.repeat(256), conreq_pw: 'pw' })).toEqual({
      conreq_name: sizeMessage(1, 255),
    });
    expect(validateTr069({ ...draft, conreq_path: '' })).toEqual({});
    expect(validateTr069({ ...draft, conreq_path: `/${'p'.repeat(255)}` })).toEqual({ conreq_path: sizeMessage(0, 255) });
    expect(validateTr069({ ...draft, conreq_path: '/$(reboot)' })).toEqual({ conreq_path: suspiciousMessage('$()') });
  });
  it('off, what it needs only on may be empty, but nothing is kept out of its bounds', () => {
    expect(validateTr069(off)).toEqual({});
    expect(validateTr069({ ...off, acs_url: HUGE })).toEqual({ acs_url: sizeMessage(1, 255) });
    expect(validateTr069({ ...off, acs_url: 'http://acs.ação.br' })).toEqual({ acs_url: m.invalidCharacters });
    expect(validateTr069({ ...off, acs_username: HUGE })).toEqual({ acs_username: sizeMessage(1, 255) });
    expect(validateTr069({ ...off, acs_password: 'x'.repeat(31) })).toEqual({ acs_password: sizeMessage(1, 30) });
    expect(validateTr069({ ...off, tr069_interval: '99999999999' })).toEqual({ tr069_interval: m.tr069IntervalMax });
    expect(validateTr069({ ...off, tr069_interval: '1' })).toEqual({ tr069_interval: m.tr069IntervalMin });
    expect(validateTr069({ ...off, tr069_interval: '-1' })).toEqual({ tr069_interval: m.numeric });
    expect(validateTr069({ ...off, conreq_name: HUGE, conreq_pw: 'x'.repeat(31), conreq_port: '99999999999', conreq_path: HUGE })).toEqual({
      conreq_name: sizeMessage(1, 255), conreq_pw: sizeMessage(1, 30), conreq_port: m.port, conreq_path: sizeMessage(0, 255),
    });
    expect(validateTr069({ ...off, stun_server_addr: 'stun provedor', stun_server_port: '0' })).toEqual({
      stun_server_addr: m.invalidCharacters, stun_server_port: m.port,
    });
    expect(validateTr069({ ...off, ca_cert_bytes: 60_000 })).toEqual({ ca_cert: caCertTooBig });
    // on, with the connection request and STUN off: theirs are kept within bounds too
    expect(validateTr069({ ...draft, conreq_port: '0', stun_server_port: '65536' })).toEqual({ conreq_port: m.port, stun_server_port: m.port });
  });
  it('names the fields its switches leave unused', () => {
    expect(tr069FieldsOff(off)).toEqual([
      'acs_url', 'acs_username', 'acs_password', 'tr069_interval', 'conreq_name', 'conreq_pw', 'conreq_port', 'conreq_path',
      'stun_server_addr', 'stun_server_port', 'ca_cert',
    ]);
    expect(tr069FieldsOff(draft)).toEqual(['conreq_name', 'conreq_pw', 'conreq_port', 'conreq_path', 'stun_server_addr', 'stun_server_port']);
    expect(tr069FieldsOff({ ...draft, connection: true, stun: true })).toEqual([]);
  });
});

describe('mirroring (spec 3 §9; the rule is ours)', () => {
  it('ports from -, WAN, LAN1–LAN3, both chosen and different when on', () => {
    expect(is({ mirrored_port: 'LAN4' }, MirroringUpdate)).toBe(false);
    expect(validateMirroring({ enabled: true, mirrored_port: 'WAN', mirror_port: 'LAN1' })).toEqual({});
    expect(validateMirroring({ enabled: true, mirrored_port: '-', mirror_port: 'LAN1' })).toEqual({ mirrored_port: m.required });
    expect(validateMirroring({ enabled: true, mirrored_port: 'LAN2', mirror_port: 'LAN2' })).toEqual({ mirror_port: mirroringSamePort });
    expect(validateMirroring({ enabled: false, mirrored_port: '-', mirror_port: '-' })).toEqual({});
  });
});

describe('system pages (spec 3 §3, §5, §9)', () => {
  it('bound the daily reboot to hour 0–23 and minute 0–59', () => {
    expect(is({ enable: true, hour: 23, minute: 59 }, DailyRebootUpdate)).toBe(true);
    expect(is({ hour: 24 }, DailyRebootUpdate)).toBe(false);
    expect(is({ minute: -1 }, DailyRebootUpdate)).toBe(false);
  });
  it('keep syslog severities 0 to 7 and check its server and port', () => {
    expect(is({ id: 0, enabled: true, server: 'logs.exemplo.com', port: 514, severity_level: 7 }, Syslog)).toBe(true);
    expect(is({ id: 0, enabled: true, server: 'x', port: 514, severity_level: 8 }, Syslog)).toBe(false);
    expect(validateSyslog({ enabled: true, server: 'logs.exemplo.com', port: '514' })).toEqual({});
    expect(validateSyslog({ enabled: true, server: '', port: '' })).toEqual({ server: m.required, port: m.required });
    expect(validateSyslog({ enabled: true, server: 'logs exemplo', port: '65536' })).toEqual({ server: m.invalidCharacters, port: m.port });
  });
  it('keep a switched-off log\'s server empty or a host name, and its port valid', () => {
    const off = { enabled: false, server: '', port: '514' };
    expect(validateSyslog(off)).toEqual({});
    expect(validateSyslog({ ...off, server: 'logs.exemplo.com' })).toEqual({});
    expect(validateSyslog({ ...off, server: HUGE })).toEqual({ server: sizeMessage(1, 255) });
    expect(validateSyslog({ ...off, server: 'logs exemplo' })).toEqual({ server: m.invalidCharacters });
    expect(validateSyslog({ ...off, server: '   ' })).toEqual({ server: m.required });
    for (const port of ['-1', '0', '65536', '99999999999', '1e+308', '']) expect(validateSyslog({ ...off, port })).toEqual({ port: port ? m.port : m.required });
    expect(syslogFieldsOff(off)).toEqual(['server', 'port']);
    expect(syslogFieldsOff({ enabled: true })).toEqual([]);
  });
  it('carry the LED state with the model', () => expect(is({ id: 0, leds: true, model: 'W6-1500' }, Led)).toBe(true));
});

describe('the WAN management port (spec 3 §5): remote_web_access and the remote-management form', () => {
  const forwards = [{ start: 8081, end: 8090 }];
  it('a valid port outside every forward\'s external range', () => {
    expect(validateManagementPort(8080, forwards)).toBeUndefined();
    expect(validateManagementPort('8091', forwards)).toBeUndefined();
    expect(validateManagementPort(8085, forwards)).toBe(m.portUsedByForward);
    expect(validateManagementPort('', forwards)).toBe(m.required);
    expect(validateManagementPort(70000, [])).toBeDefined();
  });
});

describe('the DMZ host (spec 3 §5), switched off (ours)', () => {
  const lan = { ip4: '192.168.0.1', netmask: '255.255.255.0' };
  it('keeps an empty or IPv4 address, never a value out of its bounds', () => {
    expect(validateDmz({ enabled: false, ip4: '' }, lan)).toBeUndefined();
    expect(validateDmz({ enabled: false, ip4: '10.0.0.9' }, lan)).toBeUndefined();
    expect(validateDmz({ enabled: false, ip4: HUGE }, lan)).toBe(m.invalidAddress);
    expect(validateDmz({ enabled: false, ip4: '192.168.0' }, lan)).toBe(m.invalidAddress);
  });
  it('switched on, its host is validateDmzHost\'s', () => {
    expect(validateDmz({ enabled: true, ip4: '' }, lan)).toBe(m.required);
    expect(validateDmz({ enabled: true, ip4: '10.0.0.9' }, lan)).toBe(m.notInNetwork);
    expect(validateDmz({ enabled: true, ip4: '192.168.0.9' }, lan)).toBeUndefined();
  });
});

describe('the WAN\'s unused fields (spec 2 §5.3; kept within bounds: ours)', () => {
  const wan = { mode: 0, mtu: '1500', dnsAutomatic: true, dns1: '', dns2: '', dns3: '' };
  it('automatic DNS keeps its servers empty or IPv4 addresses', () => {
    expect(validateWanUnused(wan)).toEqual({});
    expect(validateWanUnused({ ...wan, dns1: '8.8.8.8' })).toEqual({});
    expect(validateWanUnused({ ...wan, dns1: HUGE, dns3: '8.8.8' })).toEqual({ dns1: m.invalidAddress, dns3: m.invalidAddress });
    // in use (manual DNS, or a static WAN), they are validateWanSettings'
    expect(validateWanUnused({ ...wan, dnsAutomatic: false, dns1: HUGE })).toEqual({});
    expect(validateWanUnused({ ...wan, mode: 1, dns1: HUGE })).toEqual({});
  });
  it('PPPoE keeps the interface MTU 68 to 1500', () => {
    expect(validateWanUnused({ ...wan, mode: 2, mtu: '1500' })).toEqual({});
    expect(validateWanUnused({ ...wan, mode: 2, mtu: '99999999999' })).toEqual({ mtu: mtuMessage(68, 1500) });
    expect(validateWanUnused({ ...wan, mode: 2, mtu: '-1' })).toEqual({ mtu: m.numeric });
    expect(validateWanUnused({ ...wan, mtu: '99999999999' })).toEqual({});
  });
});
