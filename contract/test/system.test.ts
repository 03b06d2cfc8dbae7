import { describe, expect, it } from 'vitest';
import { is } from 'superstruct';
import { DailyRebootUpdate, DateTimeUpdate, Led, MirroringUpdate, Syslog, timeZoneOffset } from '../src/system.ts';
import { firmwareImageHeader, firmwarePartCount, parseFirmwareHeader } from '../src/firmware.ts';
import {
  caCertTooBig, firmwareFileTooBig, mirroringSamePort, validateFirmwareFile, validateMirroring, validateNtp,
  validateRemoteManagement, validateResetTime, validateSyslog, validateTr069, type Tr069Draft, validateManagementPort,
} from '../src/validate/system.ts';
import { validationMessages as m } from '../src/validate/messages.ts';

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
  it('is not checked with NTP off', () => {
    expect(ntp('', '', false)).toEqual({});
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
  it('a port switched off is not checked', () => {
    expect(validateRemoteManagement({ ...base, enabled: false, port: '8081' }, forwards)).toEqual({});
  });
});

describe('TR-069 (spec 3 §5, §9)', () => {
  const draft: Tr069Draft = {
    tr069_enable: true, acs_url: 'http://acs.exemplo.com.br', acs_username: 'cpe', acs_password: 'segredo', tr069_interval: '300',
    connection: false, conreq_name: '', conreq_pw: '', conreq_port: '7547', stun: false, stun_server_addr: '', stun_server_port: '3478',
    ca_cert_bytes: 0,
  };
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
  it('the connection request\'s port when it is on; nothing while TR-069 is off', () => {
    expect(validateTr069({ ...draft, connection: true, conreq_name: 'acs', conreq_pw: 'pw', conreq_port: '70000' })).toEqual({ conreq_port: m.port });
    expect(validateTr069({ ...draft, tr069_enable: false, acs_url: '' })).toEqual({});
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
    expect(validateSyslog({ server: 'logs.exemplo.com', port: '514' })).toEqual({});
    expect(validateSyslog({ server: '', port: '' })).toEqual({ server: m.required, port: m.required });
    expect(validateSyslog({ server: 'logs exemplo', port: '65536' })).toEqual({ server: m.invalidCharacters, port: m.port });
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
