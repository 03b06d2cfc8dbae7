#!/usr/bin/env node
// npm test [-- --only types,structure,contract,web,emulator,hil,budget,scenarios,hil-bench] [-- playwright args after --]
// Sets up what is missing (packages, Debian's chromium), runs every suite, and ends with one line
// `N passed, N failed` adding them all up. Gates that are not test runners (type checks, budgets)
// count as one test each.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DENO, denoEnv, ensureChromium, ensurePackages, root } from './setup.mjs';
import { buildWebIfStale } from './build-web.mjs';

const argv = process.argv.slice(2);
const dashdash = argv.indexOf('--');
const own = dashdash === -1 ? argv : argv.slice(0, dashdash);
const passThrough = dashdash === -1 ? [] : argv.slice(dashdash + 1);
const onlyIdx = own.indexOf('--only');
const only = onlyIdx === -1 ? null : new Set(own[onlyIdx + 1].split(','));
const want = (name) => !only || only.has(name);

const out = join(root, 'test-results', 'suites');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const results = [];
const bin = (name) => join(root, 'node_modules', '.bin', name);

// Output streams as it comes (a long suite shows its progress); `capture` also keeps it, for a summary to parse.
function run(cmd, args, env = process.env, { capture = false } = {}) {
  if (!capture) {
    const r = spawnSync(cmd, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env });
    return { code: r.status ?? 1, text: '' };
  }
  const r = spawnSync(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env, encoding: 'utf8', maxBuffer: 64 << 20 });
  process.stdout.write(r.stdout ?? '');
  process.stderr.write(r.stderr ?? '');
  return { code: r.status ?? 1, text: (r.stdout ?? '') + (r.stderr ?? '') };
}

function record(name, passed, failed, detail = '') {
  results.push({ name, passed, failed });
  console.log(`\n■ ${name}: ${passed} passed, ${failed} failed${detail ? ` — ${detail}` : ''}\n`);
}

function gate(name, cmd, args, env) {
  console.log(`\n▶ ${name}`);
  const { code } = run(cmd, args, env);
  record(name, code === 0 ? 1 : 0, code === 0 ? 0 : 1);
}

function vitest(name, dir) {
  console.log(`\n▶ ${name} (vitest)`);
  const json = join(out, `${name}.json`);
  const { code } = run(bin('vitest'), ['run', '--root', dir, '--reporter=default', '--reporter=json', `--outputFile=${json}`]);
  if (!existsSync(json)) return record(name, 0, 1, `vitest exited ${code} with no report`);
  const r = JSON.parse(readFileSync(json, 'utf8'));
  const failed = r.numFailedTests + (code !== 0 && r.numFailedTests === 0 ? 1 : 0);
  record(name, r.numPassedTests, failed);
}

ensurePackages();
if (want('scenarios') || want('hil-bench')) ensureChromium();

if (want('types')) {
  gate('types: web', bin('tsc'), ['-p', 'web/tsconfig.json']);
  gate('types: scenarios', bin('tsc'), ['-p', 'scenarios/tsconfig.json']);
  gate('types: emulator', DENO, ['check', '--quiet', 'emulator/main.ts', 'emulator/test/'], denoEnv());
  gate('types: hil', DENO, ['check', '--quiet', 'hil/src/', 'hil/test/'], denoEnv());
}
if (want('structure')) {
  // the map of the code (scripts/structure.mjs): cross-feature imports, ui/state → features, the contract's imports,
  // web ↔ emulator, cycles, oversized files; and its own test (it fails on each kind of bad import)
  gate('structure', process.execPath, [join(root, 'scripts', 'structure.mjs')]);
  gate('structure: its test', process.execPath, ['--test', join(root, 'scripts', 'structure.test.mjs')]);
}
if (want('contract')) vitest('contract', 'contract');
if (want('web')) vitest('web', 'web');
function denoTest(name, path) {
  console.log(`\n▶ ${name} (deno test)`);
  const started = Date.now();
  const { code, text } = run(DENO, ['test', '-A', '--quiet', path], denoEnv(), { capture: true });
  // the suite's wall time, shown (hil-bench's is meant to stay under 4 minutes), never asserted
  const took = `${Math.round((Date.now() - started) / 1000)} s`;
  const m = text.match(/(?:ok|FAILED) \| (\d+) passed(?: \((\d+) steps?\))? \| (\d+) failed/);
  if (m) record(name, Number(m[1]), Number(m[3]) + (code !== 0 && m[3] === '0' ? 1 : 0), took);
  else record(name, 0, 1, `deno test exited ${code} with no summary`);
}
if (want('emulator')) denoTest('emulator', 'emulator/');
// hil: the bench runner's own tests (inventory, locks, proxy, guard, conformance, record) — no browser
if (want('hil')) denoTest('hil', 'hil/src/');
if (want('budget') || want('scenarios') || want('hil-bench')) buildWebIfStale();
if (want('budget')) gate('budget: web/dist', process.execPath, [join(root, 'scripts', 'budget.mjs')]);
if (want('scenarios')) {
  console.log('\n▶ scenarios (playwright)');
  const json = join(out, 'scenarios.json');
  const { code } = run(
    bin('playwright'),
    ['test', '-c', 'scenarios/playwright.config.ts', ...passThrough],
    { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: json },
  );
  if (!existsSync(json)) record('scenarios', 0, 1, `playwright exited ${code} with no report`);
  else {
    const report = JSON.parse(readFileSync(json, 'utf8'));
    const s = report.stats;
    const failed = s.unexpected + (code !== 0 && s.unexpected === 0 ? 1 : 0);
    record('scenarios', s.expected + s.flaky, failed, `${s.skipped} skipped, ${s.flaky} flaky`);
    const misplaced = misplacedScenarios(report);
    record('scenarios: locations', misplaced.length ? 0 : 1, misplaced.length ? 1 : 0, misplaced.slice(0, 5).join('; '));
  }
}

/**
 * Every scenario of the run at its own file (STACK.md pitfall 14): a scenario whose report location is another file
 * (the DSL's, a helper's) calls `test()` from there, and every reporter would name that file and line instead. Counted
 * against the report's own totals, so a report read wrong (no scenario found) fails too.
 */
function misplacedScenarios(report) {
  const problems = [];
  let seen = 0;
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      seen += spec.tests.length;
      if (spec.file !== file) problems.push(`"${spec.title}" (${file}) is located at ${spec.file}:${spec.line}`);
    }
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file);
  const { expected, unexpected, flaky, skipped } = report.stats;
  const total = expected + unexpected + flaky + skipped;
  if (!seen || seen !== total) problems.unshift(`the report lists ${seen} scenarios, its totals ${total}`);
  return problems;
}

// hil-bench: the lab's runner against emulators playing a bench router and a protected one (the @bench subset)
if (want('hil-bench')) denoTest('hil-bench', 'hil/test/');

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log('Suites:');
for (const r of results) console.log(`  ${r.failed ? '✖' : '✔'} ${r.name.padEnd(20)} ${r.passed} passed, ${r.failed} failed`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || results.length === 0 ? 1 : 0);
