/**
 * A bench run's progress (hil/, only when the runner sets HIL_PROGRESS): one JSON line per scenario as it ends,
 * appended at once — Playwright writes its own reports only when the whole run ends, and a run killed (or dead) writes
 * none, so the runner's summary counts from here what finished. The first line is the run's size, `{"total": N}`.
 * Emulator runs never load it (playwright.config.ts adds it to the bench project's reporters only).
 */
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FullConfig, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';

/** The repository's root: a scenario's location is named from it (`scenarios/x/y.spec.ts:12`), as hil's summary does. */
const ROOT = fileURLToPath(new URL('..', import.meta.url));

export default class BenchProgress implements Reporter {
  private readonly file = process.env.HIL_PROGRESS;

  onBegin(_config: FullConfig, suite: Suite): void {
    if (!this.file) return;
    mkdirSync(dirname(this.file), { recursive: true }); // a router's first run: its results folder is not made yet
    writeFileSync(this.file, `${JSON.stringify({ total: suite.allTests().length })}\n`);
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    if (!this.file) return;
    const reason = [...test.annotations, ...result.annotations].find((a) => a.type === 'skip' && a.description)?.description;
    // the title as the JSON report's path names it: the file, its describe blocks, the scenario; and where it is written
    const line = {
      title: test.titlePath().slice(2),
      location: `${relative(ROOT, test.location.file)}:${test.location.line}`,
      status: result.status,
      outcome: test.outcome(),
      ...(reason ? { reason } : {}),
    };
    appendFileSync(this.file, `${JSON.stringify(line)}\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
