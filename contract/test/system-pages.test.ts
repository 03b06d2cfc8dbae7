import { describe, expect, it } from 'vitest';
import { is } from 'superstruct';
import { DailyRebootUpdate, Led, Syslog } from '../src/maintenance.ts';
import { validateSyslog } from '../src/validate/system.ts';
import { validationMessages as m } from '../src/validate/messages.ts';

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
