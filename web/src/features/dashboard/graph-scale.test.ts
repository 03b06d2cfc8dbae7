import { describe, expect, it } from 'vitest';
import { axisLabel, niceMax, polylinePoints } from './graph-scale.ts';

describe('niceMax', () => {
  it.each([[0, 1], [0.4, 1], [1, 1], [1.2, 2], [3, 5], [5, 5], [7.9, 10], [12, 20], [480, 500], [501, 1000]])(
    '%f → %f', (v, max) => expect(niceMax(v)).toBe(max),
  );
});

describe('axisLabel', () => {
  it('uses pt-BR separators', () => {
    expect(axisLabel(2.5)).toBe('2,5');
    expect(axisLabel(1000)).toBe('1.000');
    expect(axisLabel(0)).toBe('0');
  });
});

describe('polylinePoints', () => {
  const s = (time: number, download: number, upload = 0) => ({ time, download, upload });
  it('puts the newest sample at the right edge and scales to the maximum', () => {
    expect(polylinePoints([s(0, 0), s(150, 5), s(300, 10)], 'download', 10, 300, 100, 300)).toBe('0,100 150,50 300,0');
  });
  it('drops samples older than the window and clamps above the maximum', () => {
    expect(polylinePoints([s(0, 1), s(500, 20), s(700, 0)], 'download', 10, 300, 100, 300)).toBe('100,0 300,100');
  });
  it('draws nothing without samples', () => {
    expect(polylinePoints([], 'upload', 10, 300, 100, 300)).toBe('');
  });
});
