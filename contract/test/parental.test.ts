import { describe, expect, it } from 'vitest';
import {
  deviceBlockState,
  emptyWeek,
  qosKbps,
  qosMbpsText,
  qosPercent,
  ruleStatusLabel,
  scheduleActiveAt,
  scheduleEndOptions,
  scheduleStartOptions,
  scheduleWindowsBetween,
  shiftWeek,
  urlFilterStatusLabel,
  type Week,
  weekToLocal,
  weekToUtc,
} from '../src/parental.ts';
import { colonMac, compactMac } from '../src/device.ts';
import {
  validateBlock,
  validateDeviceQos,
  validateDeviceUrlFilter,
  validateSchedule,
} from '../src/validate/parental.ts';
import { sizeMessage, validationMessages as m } from '../src/validate/messages.ts';

const week = (days: Partial<Record<keyof Week, Array<[string, string]>>>): Week => {
  const w = emptyWeek();
  for (const [day, list] of Object.entries(days)) {
    w[day as keyof Week].time_windows = list!.map(([start_time, end_time]) => ({ start_time, end_time }));
  }
  return w;
};
const BRT = -180;
/** 2026-01-18 is a Sunday. */
const at = (iso: string) => Date.parse(iso);

describe('status labels (spec 3 §4)', () => {
  it('reads the rule codes as 1 Ativo, 0 Inativo, 2 Em andamento, 3 Em exclusão, else Desconhecido', () => {
    expect([1, 0, 2, 3, 4, 6, -1].map(ruleStatusLabel)).toEqual([
      'Ativo', 'Inativo', 'Em andamento', 'Em exclusão', 'Desconhecido', 'Desconhecido', 'Desconhecido',
    ]);
  });
  it('URL filters: 0 Habilitado, 1–3 Pendente, 4–6 Erro', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(urlFilterStatusLabel)).toEqual([
      'Habilitado', 'Pendente', 'Pendente', 'Pendente', 'Erro', 'Erro', 'Erro',
    ]);
  });
});

describe('schedule times: local ↔ UTC', () => {
  it('offers starts 00:00–23:30 and ends 00:30–23:59 on 30-minute steps', () => {
    expect(scheduleStartOptions).toHaveLength(48);
    expect(scheduleStartOptions[0]).toBe('00:00');
    expect(scheduleStartOptions.at(-1)).toBe('23:30');
    expect(scheduleEndOptions[0]).toBe('00:30');
    expect(scheduleEndOptions.at(-1)).toBe('23:59');
  });
  it('moves a window by the zone, back and forth', () => {
    const local = week({ monday: [['08:00', '12:00']] });
    const utc = weekToUtc(local, BRT);
    expect(utc.monday.time_windows).toEqual([{ start_time: '11:00', end_time: '15:00' }]);
    expect(weekToLocal(utc, BRT)).toEqual(local);
  });
  it('cuts a window crossing midnight UTC into two days, and joins them back', () => {
    const local = week({ sunday: [['20:00', '23:59']] });
    const utc = weekToUtc(local, BRT);
    expect(utc.sunday.time_windows).toEqual([{ start_time: '23:00', end_time: '23:59' }]);
    expect(utc.monday.time_windows).toEqual([{ start_time: '00:00', end_time: '03:00' }]);
    expect(weekToLocal(utc, BRT)).toEqual(local);
  });
  it('shifts a whole late window to the next day, Saturday into Sunday', () => {
    const utc = weekToUtc(week({ saturday: [['22:00', '23:59']] }), BRT);
    expect(utc.sunday.time_windows).toEqual([{ start_time: '01:00', end_time: '03:00' }]);
    expect(utc.saturday.time_windows).toEqual([]);
  });
  it('east of UTC moves windows back a day', () => {
    const utc = weekToUtc(week({ sunday: [['01:00', '02:00']] }), 330);
    expect(utc.saturday.time_windows).toEqual([{ start_time: '19:30', end_time: '20:30' }]);
  });
  it('merges windows within 2 minutes', () => {
    const w = shiftWeek(week({ tuesday: [['10:00', '11:00'], ['08:00', '09:00'], ['09:00', '10:00'], ['12:00', '13:00']] }), 0);
    expect(w.tuesday.time_windows).toEqual([
      { start_time: '08:00', end_time: '11:00' },
      { start_time: '12:00', end_time: '13:00' },
    ]);
    const near = shiftWeek(week({ tuesday: [['08:00', '08:58'], ['09:00', '10:00']] }), 0);
    expect(near.tuesday.time_windows).toEqual([{ start_time: '08:00', end_time: '10:00' }]);
  });
  it('knows when a UTC window is active', () => {
    const utc = weekToUtc(week({ sunday: [['20:00', '23:59']] }), BRT);
    expect(scheduleActiveAt(utc, at('2026-01-18T22:59:00Z'))).toBe(false); // Sunday 19:59 in Brasília
    expect(scheduleActiveAt(utc, at('2026-01-18T23:00:00Z'))).toBe(true);
    expect(scheduleActiveAt(utc, at('2026-01-19T02:59:59Z'))).toBe(true); // still Sunday in Brasília
    expect(scheduleActiveAt(utc, at('2026-01-19T03:00:00Z'))).toBe(false);
    expect(scheduleWindowsBetween(utc, at('2026-01-18T22:00:00Z'), at('2026-01-19T04:00:00Z'))).toEqual([
      [at('2026-01-18T23:00:00Z'), at('2026-01-19T00:00:00Z')],
      [at('2026-01-19T00:00:00Z'), at('2026-01-19T03:00:00Z')],
    ]);
  });
});

describe('validateSchedule (spec 3 §5)', () => {
  const ok = week({ monday: [['08:00', '12:00']] });
  it('asks for a name of 1 to 32, unique in any case', () => {
    expect(validateSchedule({ name: '', week: ok }, []).name).toBe(m.required);
    expect(validateSchedule({ name: 'x'.repeat(33), week: ok }, []).name).toBe(sizeMessage(1, 32));
    expect(validateSchedule({ name: 'Escola', week: ok }, ['escola']).name).toBe('Já existe uma agenda de bloqueio com esse nome');
    expect(validateSchedule({ name: 'Escola', week: ok }, ['Noite'])).toEqual({});
  });
  it('needs at least one window', () => {
    expect(validateSchedule({ name: 'A', week: emptyWeek() }, []).week).toBe(m.scheduleEmpty);
  });
  it('refuses overlapping windows, not touching ones', () => {
    const clash = week({ friday: [['08:00', '10:00'], ['09:30', '11:00']] });
    expect(validateSchedule({ name: 'A', week: clash }, []).days).toEqual({ friday: 'Conflito de horários' });
    expect(validateSchedule({ name: 'A', week: week({ friday: [['08:00', '10:00'], ['10:00', '11:00']] }) }, [])).toEqual({});
  });
  it('keeps 30-minute steps, end after start, 23:59 as last end', () => {
    const check = (s: string, e: string) => validateSchedule({ name: 'A', week: week({ monday: [[s, e]] }) }, []).days?.monday;
    expect(check('08:15', '09:00')).toBe(m.scheduleStep);
    expect(check('10:00', '09:00')).toBe(m.scheduleOrder);
    expect(check('10:00', '10:00')).toBe(m.scheduleOrder);
    expect(check('8h', '09:00')).toBe(m.scheduleTime);
    expect(check('23:30', '23:59')).toBeUndefined();
    expect(check('00:00', '23:59')).toBeUndefined();
  });
});

describe('validateDeviceUrlFilter, validateBlock, validateDeviceQos (spec 3 §5)', () => {
  const mac = 'AA:BB:CC:00:11:22';
  it('URL filter: url, mac, description and identical filters', () => {
    expect(validateDeviceUrlFilter({ mac, url: 'jogos.com', description: '' }, [])).toEqual({});
    expect(validateDeviceUrlFilter({ mac: '', url: '', description: 'x'.repeat(33) }, [])).toEqual({
      mac: m.required, url: m.required, description: sizeMessage(0, 32),
    });
    expect(validateDeviceUrlFilter({ mac: 'AA:BB', url: 'a b', description: '' }, []).mac).toBe(m.invalidMac);
    expect(validateDeviceUrlFilter({ mac, url: 'açaí.com', description: '' }, []).url).toBe(m.invalidCharacters);
    expect(validateDeviceUrlFilter({ mac, url: 'x'.repeat(256), description: '' }, []).url).toBe(sizeMessage(1, 255));
    expect(validateDeviceUrlFilter({ mac, url: 'Jogos.com', description: '' }, [{ mac: mac.toLowerCase(), url: 'jogos.com' }]).url)
      .toBe('Já existe uma regra idêntica criada.');
    expect(validateDeviceUrlFilter({ mac, url: 'jogos.com', description: '' }, [{ mac: 'AA:BB:CC:00:11:23', url: 'jogos.com' }])).toEqual({});
  });
  it('blocks: the MAC, and one rule per MAC and schedule', () => {
    expect(validateBlock('', '', [])).toBe(m.required);
    expect(validateBlock('AA:BB:CC', '', [])).toBe(m.invalidMac);
    expect(validateBlock(mac, '', [{ target: compactMac(mac), scheduleid: '' }])).toBe(m.identicalRule);
    expect(validateBlock(mac, '1', [{ target: mac, scheduleid: '1' }])).toBe(m.identicalRule);
    expect(validateBlock(mac, '2', [{ target: mac, scheduleid: '1' }])).toBeUndefined();
  });
  it('device QoS: the MAC, one rule per device, rates within the global speed', () => {
    const g = { download: 100000, upload: 50000 };
    expect(validateDeviceQos({ target: '', download: 0, upload: 0 }, [], g).target).toBe(m.required);
    expect(validateDeviceQos({ target: 'zz', download: 0, upload: 0 }, [], g).target).toBe(m.invalidMac);
    expect(validateDeviceQos({ target: mac, download: 0, upload: 0 }, [{ target: mac }], g).target).toBe(m.identicalRule);
    expect(validateDeviceQos({ target: mac, download: 100001, upload: 50000 }, [], g)).toEqual({ download: 'O campo deve possuir valor entre 0 e 100000' });
  });
});

describe('helpers', () => {
  it('MAC forms', () => {
    expect(compactMac('AA:BB:CC:00:11:22')).toBe('aabbcc001122');
    expect(colonMac('aabbcc001122')).toBe('AA:BB:CC:00:11:22');
  });
  it('QoS percent and Mbps', () => {
    expect(qosKbps(35, 100000)).toBe(35000);
    expect(qosPercent(35000, 100000)).toBe(35);
    expect(qosPercent(36000, 100000)).toBe(35);
    expect(qosMbpsText(12345)).toBe('12.35');
  });
  it('deviceBlockState: Ativo, Agendado, Inativo', () => {
    const mac = 'AA:BB:CC:00:11:22';
    const utc = weekToUtc(week({ sunday: [['20:00', '23:59']] }), BRT);
    const schedules = [{ id: '1', week: utc }];
    const scheduled = { blocks: [], scheduledBlocks: [{ id: '5', scheduleid: '1', target: mac, status: 1 }], schedules };
    expect(deviceBlockState(mac, scheduled, at('2026-01-18T23:30:00Z'))).toBe('active');
    expect(deviceBlockState(mac, scheduled, at('2026-01-18T12:00:00Z'))).toBe('scheduled');
    expect(deviceBlockState('AA:BB:CC:00:11:23', scheduled, at('2026-01-18T23:30:00Z'))).toBe('inactive');
    const fixed = { blocks: [{ id: '2', type: 0, target: compactMac(mac), deviceid: 'x', scheduleid: '', status: 2, queryids: [] }], scheduledBlocks: [], schedules };
    expect(deviceBlockState(mac, fixed, 0)).toBe('active');
    expect(deviceBlockState(mac, { ...fixed, blocks: [{ ...fixed.blocks[0], status: 3 }] }, 0)).toBe('inactive');
  });
});
