import { describe, expect, it } from 'vitest';
import { meshSignalLevel } from '../src/mesh.ts';

describe('meshSignalLevel (spec 1 §9: moderate -66, bad -77, -1 wired)', () => {
  it.each([
    [-1, 'wired'], [-30, 'good'], [-65, 'good'], [-66, 'moderate'], [-76, 'moderate'], [-77, 'bad'], [-95, 'bad'],
  ] as const)('rssi %i is %s', (rssi, level) => expect(meshSignalLevel(rssi)).toBe(level));
  it('a wired backhaul is wired whatever the rssi', () => expect(meshSignalLevel(-80, 3)).toBe('wired'));
});
