import { describe, expect, it } from 'vitest';
import { wifiIconLevel } from './signal-icon.tsx';

describe('wifiIconLevel (spec 2 §9: icon thresholds -50 moderate, -70 bad)', () => {
  it.each([
    [-30, 'good'],
    [-50, 'good'],
    [-51, 'moderate'],
    [-70, 'moderate'],
    [-71, 'bad'],
    [-95, 'bad'],
  ] as const)('%i dBm → %s', (dbm, level) => {
    expect(wifiIconLevel(dbm)).toBe(level);
  });
});
