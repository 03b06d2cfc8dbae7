/** The emulator's control API (QA's handle), as documented in the README. Absent on a bench. */
import { assert } from 'superstruct';
import { CONTROL_BASE, ClockState, Journal, type FaultSpec, type JournalEntry } from '@roteador/contract';
import type { Target } from './target';

export type { FaultSpec as Fault, JournalEntry };

/** A profile name, or an object (see emulator/src/device/profiles.ts). */
export type Profile = 'demo' | 'factory' | Record<string, unknown>;

export class EmulatorControl {
  constructor(private readonly target: Target) {}

  private async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    if (this.target.kind !== 'emulator') throw new Error(`${this.target.name} não tem a API de controle do emulador`);
    const r = await fetch(`${this.target.baseURL}${CONTROL_BASE}/${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await r.text();
    if (!r.ok) throw new Error(`${method} ${CONTROL_BASE}/${path} → ${r.status}: ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }

  reset(profile: Profile = 'demo', seed?: number) {
    return this.call<unknown>('POST', 'reset', { profile, ...(seed === undefined ? {} : { seed }) });
  }
  state<T = Record<string, any>>() {
    return this.call<T>('GET', 'state');
  }
  fault(fault: FaultSpec) {
    return this.call<{ id: string | number }>('POST', 'faults', fault);
  }
  clearFaults() {
    return this.call<unknown>('DELETE', 'faults');
  }
  private async clock(method: string, body?: unknown): Promise<ClockState> {
    const state = await this.call<unknown>(method, 'clock', body);
    assert(state, ClockState);
    return state;
  }
  clockMode(mode: ClockState['mode']) {
    return this.clock('POST', { mode });
  }
  advance(ms: number) {
    return this.clock('POST', { advanceMs: ms });
  }
  async now() {
    return (await this.clock('GET')).now;
  }
  async journal(): Promise<JournalEntry[]> {
    const entries = await this.call<unknown>('GET', 'journal');
    assert(entries, Journal);
    return entries;
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
