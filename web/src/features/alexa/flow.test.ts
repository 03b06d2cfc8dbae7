import { describe, expect, it } from 'vitest';
import { nextProgress, nextView, pollInterval, stepOf } from './flow.ts';

describe('Alexa page views', () => {
  it('opens on the intro, or on the registered view when already registered', () => {
    expect(nextView('loading', false)).toBe('intro');
    expect(nextView('loading', true)).toBe('registered');
  });

  it('reaches step 4 when the registration is confirmed after the flow started', () => {
    expect(nextView('waiting', false)).toBe('waiting');
    expect(nextView('waiting', true)).toBe('done');
    expect(nextView('code', true)).toBe('done');
    expect(stepOf(nextView('waiting', true))).toBe(4);
  });

  it('keeps step 4 until Finalizar, whatever the refresh says', () => {
    expect(nextView('done', true)).toBe('done');
    expect(nextView('done', false)).toBe('done');
  });

  it('follows a registration or a disassociation made elsewhere', () => {
    expect(nextView('intro', true)).toBe('registered');
    expect(nextView('registered', false)).toBe('intro');
    expect(nextView('registered', true)).toBe('registered');
  });

  it('numbers the steps 1–4 and nothing else', () => {
    expect(['intro', 'code', 'waiting', 'done'].map((v) => stepOf(v as never))).toEqual([1, 2, 3, 4]);
    expect(stepOf('registered')).toBeNull();
  });

  it('polls every 5 s while waiting, every 15 s otherwise', () => {
    expect(pollInterval('waiting')).toBe(5000);
    expect(pollInterval('registered')).toBe(15000);
    expect(pollInterval('intro')).toBe(15000);
  });

  it('cycles the waiting bar in 10 % steps', () => {
    const seen = [0];
    for (let i = 0; i < 12; i++) seen.push(nextProgress(seen[seen.length - 1]));
    expect(seen).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 10, 20]);
  });
});
