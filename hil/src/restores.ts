/**
 * The restores of one router's run, as the runner sees them: every scenario's guard (guard.ts) wrapped, so the run
 * knows whether a restore is under way (Playwright's stop does not count that time against it), when the last one
 * ended, and what each did — what an interrupted run prints and keeps in its summary.
 */
import type { BenchRouter } from './inventory.ts';
import type { GuardVerdict, ScenarioBegin, ScenarioGuard } from './proxy.ts';
import { labGuardFor, RouterCredentials } from './lab.ts';
import type { Restores } from './playwright.ts';

export interface RestoreRecord {
  /** the scenario's title */
  title: string;
  /** when it ended (ms since the epoch) */
  ended: number;
  verdict?: GuardVerdict;
  /** the restore failed before a verdict (the router never came back…) */
  error?: string;
}

export class RunRestores implements Restores {
  private running = 0;
  private waiters: (() => void)[] = [];
  private ended = 0;
  /** every restore of the run, in the order they ended */
  readonly records: RestoreRecord[] = [];

  constructor(
    private readonly router: BenchRouter,
    private readonly log: (line: string) => void,
    /** the credentials the router takes now (the proxy tells it what the router took; lab.ts) */
    readonly credentials = new RouterCredentials(router.credentials),
  ) {}

  /** The proxy's guardFor: the guard of a scenario with write effects or a lab (lab.ts), watched. */
  readonly guardFor = (begin: ScenarioBegin): ScenarioGuard | null => {
    const guard = labGuardFor(this.router, begin, this.credentials, this.log);
    if (!guard) return null;
    let snapshot: Promise<void> | null = null;
    return {
      ...(guard.lab ? { lab: (request: unknown) => guard.lab!(request) } : {}),
      before: () => (snapshot = guard.before()),
      after: async () => {
        this.running++;
        try {
          // a run stopped while the snapshot was being read restores after it, never beside it
          await snapshot?.catch(() => {});
          const verdict = await guard.after();
          this.records.push({ title: begin.title, ended: Date.now(), verdict });
          return verdict;
        } catch (e) {
          this.records.push({ title: begin.title, ended: Date.now(), error: (e as Error).message });
          throw e;
        } finally {
          this.running--;
          this.ended = Date.now();
          if (!this.running) for (const wake of this.waiters.splice(0)) wake();
        }
      },
    };
  };

  busy(): boolean {
    return this.running > 0;
  }

  idle(): Promise<void> {
    return this.running ? new Promise<void>((resolve) => this.waiters.push(resolve)) : Promise.resolve();
  }

  lastEnd(): number {
    return this.ended;
  }
}

/** One restore as a line: restored and verified (with its writes), or what did not come back. */
export function restoreLine(r: RestoreRecord): string {
  if (r.error) return `«${r.title}»: a restauração falhou: ${r.error}`;
  const v = r.verdict!;
  const writes = v.notes.length ? `${v.notes.length} escrita(s): ${v.notes.join('; ')}` : 'nada mudara';
  if (v.restored) return `«${r.title}»: restaurado e verificado campo a campo (${writes})`;
  return `«${r.title}»: o roteador NÃO voltou como estava (${writes}):\n    ${v.differences.join('\n    ')}`;
}
