import { createHash, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

// Paths from this file's folder, whichever configuration loads it (the repository's root playwright.config.ts
// re-exports this one, so `npx playwright test scenarios/x/y.spec.ts:12` works from the root without -c).
const HERE = fileURLToPath(new URL('.', import.meta.url));

// Debian's old headless shell (scripts/setup.mjs installs it): the same engine, lighter than the full browser.
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';
// hil/ runs the scenarios against a bench router (HIL_TARGET: the router, as the runner describes it to
// dsl/target.ts) with its own results folder per router (HIL_RESULTS).
const BENCH = !!process.env.HIL_TARGET;
const RESULTS = resolve(HERE, process.env.HIL_RESULTS ?? '../test-results');
// The emulator's HTTPS (`--https-port`) has its own self-signed certificate (emulator/tls): the browser trusts its key.
// Not Playwright's ignoreHTTPSErrors there: that lets each request hit the certificate error and go on past it, and
// now and then Chromium answers the error on a new connection each time, ~50 times, until ERR_TOO_MANY_RETRIES.
const emulatorCert = new X509Certificate(readFileSync(new URL('../emulator/tls/loopback.crt', import.meta.url)));
const EMULATOR_SPKI = createHash('sha256').update(emulatorCert.publicKey.export({ type: 'spki', format: 'der' })).digest('base64');
// A trace records the page's network as it went: on a bench, the real router's login body and its session's Bearer
// header (the runner's own record masks them; a trace cannot). So a bench keeps no trace unless asked (HIL_TRACE=1,
// or `--trace retain-on-failure` passed through): the screenshot of a failure, and the masked exchanges, stay.
const TRACE = BENCH && process.env.HIL_TRACE !== '1' ? 'off' : ({ mode: 'retain-on-failure', screenshots: false } as const);

// `--shard=i/n`: each shard (one CI machine each) also writes a blob report under test-results/blob/i-of-n/;
// `npm run merge-reports` merges the blobs it finds into one HTML report and one JUnit file.
const shardArg = process.argv.find((a, i, all) => a.startsWith('--shard=') || all[i - 1] === '--shard');
const shard = shardArg && /(\d+)\/(\d+)/.exec(shardArg);

// The second start date of the time-sensitive scenarios (README: npm test).
const SECOND_DATE = ['--start', '2026-03-01T02:30:00Z', '--timezone', 'America/Manaus'];

export default defineConfig<{}, { emulatorArgs: string[] }>({
  testDir: HERE,
  testMatch: '**/*.spec.ts',
  outputDir: `${RESULTS}/scenarios`,
  fullyParallel: true,
  // Each worker starts its own emulator (dsl/target.ts), so workers never share a device.
  // A bench router is one device: its scenarios run one after the other.
  workers: BENCH ? 1 : 2,
  // Long virtual waits run in many small steps; on a loaded 2-core CI machine a scenario can take a while.
  timeout: 60_000,
  expect: { timeout: 5_000 },
  forbidOnly: !!process.env.CI,
  // No retry, in CI or not: a scenario that passes only on a retry is a defect of the product, the emulator or
  // the scenario, and QA must be able to trust a green run.
  retries: 0,
  reporter: [
    ['list'],
    // npm test reads the JSON summary (PLAYWRIGHT_JSON_OUTPUT_NAME); a CI server collects the others.
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? `${RESULTS}/suites/scenarios.json` }],
    ['html', { outputFolder: `${RESULTS}/html`, open: 'never' }],
    ['junit', { outputFile: `${RESULTS}/junit/scenarios.xml` }],
    // after junit: each testcase's file and line (junit-locations.ts)
    [join(HERE, 'junit-locations.ts'), { outputFile: `${RESULTS}/junit/scenarios.xml` }],
    ...(shard ? [['blob', { outputDir: `${RESULTS}/blob/${shard[1]}-of-${shard[2]}` }] as const] : []),
    // a bench (hil/): each scenario's end as it happens, so a run killed midway still counts what finished
    ...(BENCH ? [[join(HERE, 'bench-reporter.ts')] as const] : []),
  ],
  use: {
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    locale: 'pt-BR',
    // The trace of a failed scenario keeps its DOM snapshots, network and steps; not the screencast, which costs
    // ~40 % of the suite's time on 2 cores. A screenshot of the end of a failed scenario is kept beside it.
    trace: TRACE,
    screenshot: 'only-on-failure',
    // a lab router's certificate is its own (the emulator's is trusted by its key, below)
    ignoreHTTPSErrors: BENCH,
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // loopback only: the emulator's nodes answer on 127.0.0.N (mesh/loopback.ts)
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.*',
        `--ignore-certificate-errors-spki-list=${EMULATOR_SPKI}`,
      ],
    },
  },
  // `emulator` (default) starts its own emulators; `bench` (hil/ sets HIL_TARGET) runs against one lab router and
  // skips, with the reason, what the router lacks or does not allow. Never both in one run. `emulator-2nd-date`: the
  // time-sensitive scenarios (tag @time: what depends on the date, the weekday, the hour or the router's zone) again,
  // against emulators started at another instant and zone (dsl/index.ts `emulatorArgs`): a Sunday past midnight UTC
  // that is still Saturday evening in Manaus (UTC-4), where the default is a Thursday noon UTC in Brasília (UTC-3).
  projects: BENCH ? [{ name: 'bench' }] : [
    { name: 'emulator' },
    { name: 'emulator-2nd-date', grep: /@time\b/, use: { emulatorArgs: SECOND_DATE } },
  ],
});
