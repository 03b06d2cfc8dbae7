/** The runner's last line per router, from Playwright's JSON report: passed, failed, skipped and why. */
import { own } from '@roteador/contract';

export interface Summary {
  router: string;
  passed: number;
  failed: number;
  skipped: number;
  /** skip reason → how many scenarios */
  reasons: Record<string, number>;
  /** titles of the failed scenarios */
  failures: string[];
}

interface PwResult {
  status?: string;
  annotations?: { type: string; description?: string }[];
}
interface PwTest {
  status: string;
  annotations?: { type: string; description?: string }[];
  results?: PwResult[];
}
interface PwSpec {
  title: string;
  file?: string;
  tests: PwTest[];
}
interface PwSuite {
  title: string;
  specs?: PwSpec[];
  suites?: PwSuite[];
}

export function summarize(router: string, report: { suites?: PwSuite[] }): Summary {
  const s: Summary = { router, passed: 0, failed: 0, skipped: 0, reasons: {}, failures: [] };
  const walk = (suite: PwSuite, path: string[]) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status === 'expected' || test.status === 'flaky') s.passed++;
        else if (test.status === 'skipped') {
          s.skipped++;
          const notes = [...(test.annotations ?? []), ...(test.results ?? []).flatMap((r) => r.annotations ?? [])];
          const reason = notes.find((a) => a.type === 'skip' && a.description)?.description ?? 'sem motivo';
          // a reason is the report's text: one named like what every object has ('constructor') counts from 0 too
          s.reasons[reason] = (own(s.reasons, reason) ?? 0) + 1;
        } else {
          s.failed++;
          s.failures.push([...path, spec.title].filter(Boolean).join(' › '));
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  return s;
}

/** `router NAME: P passed, F failed, S skipped (reasons: …)`, the most frequent reasons first. */
export function summaryLine(s: Summary): string {
  const reasons = Object.entries(s.reasons)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([r, n]) => `${r} ×${n}`)
    .join('; ');
  return `router ${s.router}: ${s.passed} passed, ${s.failed} failed, ${s.skipped} skipped${reasons ? ` (reasons: ${reasons})` : ''}`;
}
