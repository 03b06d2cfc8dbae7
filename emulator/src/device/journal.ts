/**
 * The requests the device received, in arrival order, so a scenario can assert what the UI called
 * (e.g. "exactly one status poll in 10 s"). Only the router's API and the remote services are
 * recorded: control calls and static files would drown them.
 */

import { API_BASE, CLOUD_BASE, type JournalEntry } from '@roteador/contract';

export type { JournalEntry };

/** Paths recorded: the router's API and the remote services the emulator plays (firmware service). */
const journaledPrefixes = [`${API_BASE}/`, `${CLOUD_BASE}/`];

/** Old entries go first beyond this, so a long-running emulator does not grow without bound. */
const JOURNAL_LIMIT = 10_000;

export function isJournaled(path: string): boolean {
  return journaledPrefixes.some((prefix) => path.startsWith(prefix) || path === prefix.slice(0, -1));
}

export class Journal {
  #entries: JournalEntry[] = [];
  #seq = 0;

  /** Sequence numbers are taken on arrival, so a delayed answer keeps its place. */
  nextSeq(): number {
    return ++this.#seq;
  }

  add(entry: JournalEntry): void {
    this.#entries.push(entry);
    if (this.#entries.length > JOURNAL_LIMIT) this.#entries.splice(0, this.#entries.length - JOURNAL_LIMIT);
  }

  list(): JournalEntry[] {
    return [...this.#entries].sort((a, b) => a.seq - b.seq);
  }

  clear(): void {
    this.#entries = [];
  }
}
