/**
 * The runner's last line per router: passed, failed, skipped and why, and — when a stop cut the run short — the
 * scenarios interrupted and those that never ran. From Playwright's JSON report, or, when Playwright died before
 * writing it, from the progress it wrote as each scenario ended (scenarios/bench-reporter.ts).
 */
import { join, relative } from 'node:path';
import { own } from '@roteador/contract';
import { repoRoot } from './playwright.ts';

export interface Summary {
  router: string;
  passed: number;
  failed: number;
  skipped: number;
  /** scenarios a stop (or Playwright's death) cut short */
  interrupted: number;
  /** scenarios a stop kept from running */
  notRun: number;
  /** --parallel over several routers: the scenarios another router of the run took (scenarios/dsl/bench.ts) */
  elsewhere: number;
  /** left out of a sample run (`--sample N`): not skips either */
  outside: number;
  /** skip reason (canonical: canonicalReason) → how many scenarios */
  reasons: Record<string, number>;
  /** the failed scenarios, each at its file and line (`scenarios/x/y.spec.ts:12 › title`), and what else failed the run */
  failures: string[];
  /** the router was not run at all: locked by another run, unreachable or refusing the credentials, a bad setting */
  refused?: { kind: 'locked' | 'unreachable' | 'setting' | 'stopped'; message: string };
}

export const emptySummary = (router: string): Summary => ({
  router,
  passed: 0,
  failed: 0,
  skipped: 0,
  interrupted: 0,
  notRun: 0,
  elsewhere: 0,
  outside: 0,
  reasons: {},
  failures: [],
});

interface Note {
  type: string;
  description?: string;
}
interface PwResult {
  status?: string;
  annotations?: Note[];
}
interface PwTest {
  status: string;
  annotations?: Note[];
  results?: PwResult[];
}
interface PwSpec {
  title: string;
  /** relative to the configuration's rootDir, as `line` is the scenario's own (its call of `test`) */
  file?: string;
  line?: number;
  tests: PwTest[];
}
interface PwSuite {
  title: string;
  specs?: PwSpec[];
  suites?: PwSuite[];
}

/** What a need of a skip reason begins with (scenarios/dsl/bench.ts benchSkipReason): the DSL's needs. */
const NEED = /^(?:clock|faults|control|mesh|mesh-agents:|model:|lab |no mesh|a mesh controller|alexa-registered|the voice model)/;

/** The skip of a scenario another router of a parallel run takes (scenarios/dsl/bench.ts ELSEWHERE): not a skip. */
const ELSEWHERE = /^runs on router /;
/** A scenario a sample run leaves out (scenarios/dsl/bench.ts OUTSIDE): not a skip either. */
const OUTSIDE = /^outside the sample /;

/**
 * The needs of a list: split on the commas outside parentheses that begin another need ('clock: waits 300 s, over
 * the router's …' is one need; 'control (profile factory, seed 3)' too).
 */
function needsOf(list: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (c === ',' && depth === 0 && NEED.test(list.slice(i + 1).trimStart())) {
      out.push(list.slice(from, i).trim());
      from = i + 1;
    }
  }
  out.push(list.slice(from).trim());
  return out.filter(Boolean);
}

/**
 * A skip reason in one order whatever the order of its header's needs: 'needs control, clock (…)' and
 * 'needs clock (…), control' are one reason, 'needs clock (…), control' (each need sorted, by code point).
 */
export function canonicalReason(reason: string): string {
  const m = /^needs (.+)$/s.exec(reason);
  if (!m) return reason;
  return `needs ${needsOf(m[1]).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).join(', ')}`;
}

const skipReason = (notes: Note[]) => notes.find((a) => a.type === 'skip' && a.description)?.description;

function countSkip(s: Summary, reason: string | undefined) {
  if (reason && ELSEWHERE.test(reason)) {
    s.elsewhere++;
    return;
  }
  if (reason && OUTSIDE.test(reason)) {
    s.outside++;
    return;
  }
  s.skipped++;
  const r = canonicalReason(reason ?? 'sem motivo');
  // a reason is the report's text: one named like what every object has ('constructor') counts from 0 too
  s.reasons[r] = (own(s.reasons, r) ?? 0) + 1;
}

/**
 * Where a scenario is, as the command line takes it back (`npm run hil -- … scenarios/x/y.spec.ts:12`, `npx playwright
 * test scenarios/x/y.spec.ts:12`): its file from the repository's root, and its line.
 */
function scenarioLocation(file: string, line: number, rootDir?: string): string {
  return `${rootDir ? relative(repoRoot, join(rootDir, file)) : file}:${line}`;
}

export function summarize(router: string, report: { suites?: PwSuite[]; config?: { rootDir?: string } }): Summary {
  const s = emptySummary(router);
  const rootDir = report.config?.rootDir;
  const walk = (suite: PwSuite, path: string[]) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const results = test.results ?? [];
        const notes = [...(test.annotations ?? []), ...results.flatMap((r) => r.annotations ?? [])];
        if (test.status === 'expected' || test.status === 'flaky') s.passed++;
        else if (results.some((r) => r.status === 'interrupted')) s.interrupted++;
        else if (test.status === 'skipped' && !results.length && !notes.some((a) => a.type === 'skip')) s.notRun++;
        else if (test.status === 'skipped') countSkip(s, skipReason(notes));
        else {
          s.failed++;
          // the scenario's file and line in place of its file's suite: the run names it where it is written
          const where = spec.file && spec.line ? [scenarioLocation(spec.file, spec.line, rootDir), ...path.slice(1)] : path;
          s.failures.push([...where, spec.title].filter(Boolean).join(' › '));
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  return s;
}

/** One line of the progress file (scenarios/bench-reporter.ts): the run's size first, then each scenario as it ends. */
interface Progress {
  total?: number;
  /** the file, its describe blocks, the scenario */
  title?: string[];
  /** `scenarios/x/y.spec.ts:12` (scenarioLocation) */
  location?: string;
  status?: string;
  outcome?: string;
  reason?: string;
}

/**
 * What the progress file says finished — Playwright's reports are written only when it ends, and one killed (or
 * dead) writes none: every scenario that ended is counted, those that never ran too. A last line cut short (killed
 * while writing it) is ignored.
 */
export function summarizeProgress(router: string, text: string): Summary {
  const s = emptySummary(router);
  let total = 0;
  const ended = new Map<string, Progress>();
  for (const line of text.split('\n')) {
    let p: Progress;
    try {
      p = JSON.parse(line);
    } catch {
      continue;
    }
    if (typeof p.total === 'number') total = p.total;
    else if (Array.isArray(p.title)) ended.set(JSON.stringify(p.title), p);
  }
  for (const p of ended.values()) {
    if (p.status === 'interrupted') s.interrupted++;
    else if (p.outcome === 'expected' || p.outcome === 'flaky') s.passed++;
    else if (p.outcome === 'skipped') countSkip(s, p.reason);
    else {
      s.failed++;
      const title = p.location ? [p.location, ...p.title!.slice(1)] : p.title!;
      s.failures.push(title.filter(Boolean).join(' › '));
    }
  }
  s.notRun = Math.max(0, total - ended.size);
  return s;
}

/**
 * `router NAME: P passed, F failed, S skipped[, I interrupted][, N not run][, E on other routers][, O outside the
 * sample] (reasons: …)`, the
 * most frequent reasons first; a router that did not run: `router NAME: não rodou — why`.
 */
export function summaryLine(s: Summary): string {
  if (s.refused) return `router ${s.router}: não rodou — ${s.refused.message}`;
  const reasons = Object.entries(s.reasons)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .map(([r, n]) => `${r} ×${n}`)
    .join('; ');
  const stopped = `${s.interrupted ? `, ${s.interrupted} interrupted` : ''}${s.notRun ? `, ${s.notRun} not run` : ''}${
    s.elsewhere ? `, ${s.elsewhere} on other routers` : ''
  }${s.outside ? `, ${s.outside} outside the sample` : ''}`;
  return `router ${s.router}: ${s.passed} passed, ${s.failed} failed, ${s.skipped} skipped${stopped}${reasons ? ` (reasons: ${reasons})` : ''}`;
}
