/**
 * Injected failures, so QA can see how the UI copes with a broken or slow router: the emulator's (control API
 * /__emulator/faults) and the lab bench proxy's (/__hil/faults) — one matching rule for both.
 * A fault matches by path (exact, or a prefix when it ends with `*`; the query string is ignored)
 * and optionally by method. The oldest matching fault wins; `times` counts down and the fault
 * goes away at 0 (omitted: it stays until cleared).
 */
import type { FaultSpec } from './control.ts';

export interface Fault extends FaultSpec {
  id: string;
  /** how many requests it has answered */
  hits: number;
}

function pathMatches(pattern: string, path: string): boolean {
  return pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern;
}

export class Faults {
  #list: Fault[] = [];
  #next = 1;

  add(spec: FaultSpec): string {
    const id = `f${this.#next++}`;
    this.#list.push({ ...spec, ...(spec.method ? { method: spec.method.toUpperCase() } : {}), id, hits: 0 });
    return id;
  }

  list(): Fault[] {
    return this.#list.map((f) => ({ ...f }));
  }

  remove(id: string): boolean {
    const before = this.#list.length;
    this.#list = this.#list.filter((f) => f.id !== id);
    return this.#list.length < before;
  }

  clear(): number {
    const count = this.#list.length;
    this.#list = [];
    return count;
  }

  /** The fault for this request, if any, counting it as used. `path` has no query string. */
  take(method: string, path: string): Fault | undefined {
    const fault = this.#list.find((f) => (!f.method || f.method === method.toUpperCase()) && pathMatches(f.path, path));
    if (!fault) return undefined;
    fault.hits += 1;
    if (fault.times !== undefined) {
      fault.times -= 1;
      if (fault.times <= 0) this.remove(fault.id);
    }
    return { ...fault };
  }
}
