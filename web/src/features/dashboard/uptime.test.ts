import { describe, expect, it } from 'vitest';
import { uptimeText } from '../../text/dashboard.ts';

describe('uptimeText', () => {
  it('shows days, hours and mm:ss', () => {
    expect(uptimeText(2 * 86400 + 3 * 3600 + 4 * 60 + 5)).toBe('2 dias, 3 horas e 04:05');
  });
  it('uses the singular for one day and one hour', () => {
    expect(uptimeText(86400 + 3600 + 59)).toBe('1 dia, 1 hora e 00:59');
  });
  it('keeps zero hours when there are days', () => {
    expect(uptimeText(86400 + 61)).toBe('1 dia, 0 horas e 01:01');
  });
  it('drops the days under one day, and the hours under one hour', () => {
    expect(uptimeText(3 * 3600 + 5)).toBe('3 horas e 00:05');
    expect(uptimeText(125)).toBe('02:05');
    expect(uptimeText(0)).toBe('00:00');
  });
  it('ignores fractions and negative values', () => {
    expect(uptimeText(59.9)).toBe('00:59');
    expect(uptimeText(-5)).toBe('00:00');
  });
});
