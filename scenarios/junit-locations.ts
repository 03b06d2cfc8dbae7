/**
 * Each scenario's file and line in the JUnit report: Playwright's JUnit reporter names a test's spec file (its
 * `classname`, relative to the test folder) but not where in it the test is written. Run after it (the configuration
 * lists this reporter after `junit`), this adds `file` (from the repository's root, as `npx playwright test` takes it
 * back) and `line` to every `<testcase>` — the attributes CI servers (GitLab, Jenkins) read a test's place from.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FullConfig, Reporter, Suite } from '@playwright/test/reporter';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** As Playwright's JUnit reporter writes an attribute's value. */
const escape = (text: string) =>
  text.replace(/[&"'<>]/g, (c) => ({ '&': '&amp;', '"': '&quot;', "'": '&apos;', '<': '&lt;', '>': '&gt;' })[c]!);

export default class JUnitLocations implements Reporter {
  private suite?: Suite;
  private file = '';
  /** outputFile: the JUnit reporter's, from the configuration's folder as Playwright takes it */
  constructor(private readonly options: { outputFile: string }) {}

  printsToStdio(): boolean {
    return false;
  }

  onBegin(config: FullConfig, suite: Suite): void {
    this.suite = suite;
    this.file = resolve(config.configFile ? dirname(config.configFile) : process.cwd(), this.options.outputFile);
  }

  onEnd(): void {
    if (!this.suite) return;
    let xml: string;
    try {
      xml = readFileSync(this.file, 'utf8');
    } catch {
      return; // no JUnit report written (a run that never started)
    }
    // (file as the JUnit report names it, the title under it) → where the scenario is written
    const at = new Map<string, string>();
    for (const test of this.suite.allTests()) {
      const [, , file, ...titles] = test.titlePath();
      const where = `file="${escape(relative(ROOT, test.location.file))}" line="${test.location.line}"`;
      at.set(`<testcase name="${escape(titles.join(' › '))}" classname="${escape(file)}"`, where);
    }
    const missing: string[] = [];
    const out = xml.replace(/<testcase name="[^"]*" classname="[^"]*"/g, (open) => {
      const where = at.get(open);
      if (!where) missing.push(open);
      return where ? `${open} ${where}` : open;
    });
    // a test the report names that the run did not: Playwright's JUnit format changed; say so rather than guess
    if (missing.length) console.error(`junit-locations: ${missing.length} testcase(s) not located, e.g. ${missing[0]}`);
    writeFileSync(this.file, out);
  }
}
