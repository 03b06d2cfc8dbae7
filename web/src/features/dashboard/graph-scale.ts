/** Geometry of the traffic graph: pure, so it is tested without a browser. */
import type { TrafficSample } from '../../state/traffic.ts';
import { num } from '../../text/number.ts';

/** The smallest 1, 2 or 5 × 10ⁿ at or above `value` (at least 1 Mbps), so the axis reads in round numbers. */
export function niceMax(value: number): number {
  const v = Math.max(1, value);
  const power = 10 ** Math.floor(Math.log10(v));
  for (const step of [1, 2, 5, 10]) if (step * power >= v - 1e-9) return step * power;
  return 10 * power;
}

/** An axis value: '0', '2,5', '10', '1.000' (pt-BR separators). */
export function axisLabel(value: number): string {
  return num(value, 1);
}

/**
 * SVG points (x in 0..width, y in 0..height, y down) of one series over the last `windowSeconds`
 * ending at the newest sample: a graph that fills in from the right while it is young.
 */
export function polylinePoints(
  samples: TrafficSample[],
  key: 'download' | 'upload',
  max: number,
  width: number,
  height: number,
  windowSeconds: number,
): string {
  if (samples.length === 0) return '';
  const end = samples[samples.length - 1].time;
  const start = end - windowSeconds;
  return samples
    .filter((s) => s.time >= start)
    .map((s) => {
      const x = ((s.time - start) / windowSeconds) * width;
      const y = height - (Math.min(s[key], max) / max) * height;
      return `${round(x)},${round(y)}`;
    })
    .join(' ');
}

const round = (n: number) => Math.round(n * 10) / 10;
