import { defineConfig } from '@playwright/test';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../test-results/scenarios',
  fullyParallel: true,
  // Each worker starts its own emulator (dsl/target.ts), so workers never share a device.
  workers: 2,
  // Long virtual waits run in many small steps; on a loaded 2-core CI machine a scenario can take a while.
  timeout: 60_000,
  expect: { timeout: 5_000 },
  forbidOnly: !!process.env.CI,
  // In CI one retry: a scenario that passes only on its retry is reported as flaky in the summary (npm test's
  // 'N flaky'), to be fixed, but a loaded 2-core machine's timing does not throw away a session's work.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    locale: 'pt-BR',
    trace: 'retain-on-failure',
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
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
      ],
    },
  },
  projects: [{ name: 'emulator' }],
});
