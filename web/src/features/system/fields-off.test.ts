import { describe, expect, it } from 'vitest';
import {
  ntpFieldsOff,
  remoteManagementFieldsOff,
  syslogFieldsOff,
  tr069FieldsOff,
  validateNtp,
  validateRemoteManagement,
  validateSyslog,
  validateTr069,
  validationMessages as m,
  type Tr069Draft,
} from '@roteador/contract';
import { inUse, storedWhereOff } from './fields-off.ts';

describe('a switched-off field never blocks a save the owner cannot fix, and is sent within its bounds', () => {
  const stored = { enabled: false, server: 'logs.casa.lan', port: '514' };

  it('syslog off: a server and port typed while on, out of bounds, show nothing and are sent as stored', () => {
    const draft = { enabled: false, server: 'logs casa', port: '99999' };
    const errors = validateSyslog(draft);
    expect(errors).toEqual({ server: m.invalidCharacters, port: m.port });
    expect(inUse(errors, syslogFieldsOff(draft))).toEqual({});
    expect(storedWhereOff(draft, stored, errors, syslogFieldsOff(draft))).toEqual(stored);
  });

  it('syslog off: values within their bounds are sent as typed (an empty server too)', () => {
    const draft = { enabled: false, server: '', port: '1514' };
    const errors = validateSyslog(draft);
    expect(errors).toEqual({});
    expect(storedWhereOff(draft, stored, errors, syslogFieldsOff(draft))).toEqual(draft);
  });

  it('syslog on: the messages show and block, as before', () => {
    const draft = { enabled: true, server: '', port: '99999' };
    expect(inUse(validateSyslog(draft), syslogFieldsOff(draft))).toEqual({ server: m.required, port: m.port });
  });

  it('NTP off: hidden servers out of bounds are sent as stored, an empty one as typed', () => {
    const base = { automatic: true, ntp_server1: '200.160.7.186', ntp_server2: '201.49.148.135' };
    const draft = { automatic: false, ntp_server1: '', ntp_server2: '201.49.148' };
    const errors = validateNtp(draft);
    expect(inUse(errors, ntpFieldsOff(draft))).toEqual({});
    expect(storedWhereOff(draft, base, errors, ntpFieldsOff(draft))).toEqual({ ...draft, ntp_server2: '201.49.148.135' });
  });

  it('remote management: a disabled HTTPS port and a hidden range out of bounds are sent as stored', () => {
    const base = {
      enabled: false, port: '8080', https_enable: false, https_port: '8443', enable_ip_range: false, rangeStart: '', rangeEnd: '',
    };
    const draft = { ...base, enabled: true, port: '8090', https_port: '0', rangeStart: '200.1.1', rangeEnd: '200.1.1.9' };
    const errors = validateRemoteManagement(draft, []);
    const off = remoteManagementFieldsOff(draft);
    expect(inUse(errors, off)).toEqual({});
    expect(storedWhereOff(draft, base, errors, off)).toEqual({ ...draft, https_port: '8443', rangeStart: '' });
  });

  it('TR-069 on with the connection request off: its disabled port out of bounds is sent as stored', () => {
    // as the TR-069 form holds it: the certificate's text, its size judged
    type FormDraft = Omit<Tr069Draft, 'ca_cert_bytes'> & { ca_cert: string };
    const validate = (d: FormDraft) => validateTr069({ ...d, ca_cert_bytes: d.ca_cert.length });
    const base: FormDraft = {
      tr069_enable: false, acs_url: '', acs_username: '', acs_password: '', tr069_interval: '3600', connection: false,
      conreq_name: '', conreq_pw: '', conreq_port: '7547', conreq_path: '/tr069', stun: false, stun_server_addr: '',
      stun_server_port: '3478', ca_cert: '',
    };
    const draft: FormDraft = {
      ...base, tr069_enable: true, acs_url: 'http://acs.provedor.com.br', acs_username: 'cpe', acs_password: 'segredo',
      conreq_port: '99999', conreq_pw: 'x'.repeat(31), stun_server_addr: 'stun.provedor.com.br',
    };
    const errors = validate(draft);
    const off = tr069FieldsOff(draft);
    expect(inUse(errors, off)).toEqual({});
    expect(storedWhereOff(draft, base, errors, off)).toEqual({ ...draft, conreq_port: '7547', conreq_pw: '' });
    // switched on, the same values are the owner's to fix
    const on = { ...draft, connection: true, conreq_name: 'acs' };
    expect(inUse(validate(on), tr069FieldsOff(on))).toEqual({ conreq_pw: 'O campo deve conter entre 1 e 30 caracteres', conreq_port: m.port });
    // TR-069 switched off: a certificate chosen while on, too big, is sent as stored
    const certOff = { ...draft, tr069_enable: false, ca_cert: 'c'.repeat(4096) };
    expect(inUse(validate(certOff), tr069FieldsOff(certOff))).toEqual({});
    expect(storedWhereOff(certOff, base, validate(certOff), tr069FieldsOff(certOff)).ca_cert).toBe('');
  });
});
