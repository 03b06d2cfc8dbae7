/** The emulator's control API (QA's handle), as documented in the README. Absent on a bench. */
import type { Target } from './target';

export interface Fault {
  method?: string;
  path: string;
  status?: number;
  body?: unknown;
  delayMs?: number;
  times?: number;
  drop?: boolean;
}

export interface JournalEntry {
  seq: number;
  method: string;
  path: string;
  status: number;
  time: number;
  dropped?: true;
}

/** A profile name, or an object (see emulator/src/device/profiles.ts). */
export type Profile = 'demo' | 'factory' | Record<string, unknown>;

export class EmulatorControl {
  constructor(private readonly target: Target) {}

  private async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    if (this.target.kind !== 'emulator') throw new Error(`${this.target.name} não tem a API de controle do emulador`);
    const r = await fetch(`${this.target.baseURL}/__emulator/${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await r.text();
    if (!r.ok) throw new Error(`${method} /__emulator/${path} → ${r.status}: ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }

  reset(profile: Profile = 'demo', seed?: number) {
    return this.call<unknown>('POST', 'reset', { profile, ...(seed === undefined ? {} : { seed }) });
  }
  state<T = Record<string, any>>() {
    return this.call<T>('GET', 'state');
  }
  fault(fault: Fault) {
    return this.call<{ id: string | number }>('POST', 'faults', fault);
  }
  clearFaults() {
    return this.call<unknown>('DELETE', 'faults');
  }
  clockMode(mode: 'manual' | 'real') {
    return this.call<{ mode: string; now: number }>('POST', 'clock', { mode });
  }
  advance(ms: number) {
    return this.call<{ mode: string; now: number }>('POST', 'clock', { advanceMs: ms });
  }
  now() {
    return this.call<{ mode: string; now: number }>('GET', 'clock').then((c) => c.now);
  }
  journal() {
    return this.call<JournalEntry[]>('GET', 'journal');
  }
  clearJournal() {
    return this.call<unknown>('DELETE', 'journal');
  }
  expireSessions() {
    return this.call<unknown>('POST', 'sessions/expire', {});
  }
  firmwareUpdate(active: boolean) {
    return this.call<unknown>('POST', 'firmware-update', { active });
  }
}
