#!/usr/bin/env node
// npm run hil -- [conformance|record] --inventory FILE --router NAME … (hil/README.md): sets up what is missing
// (packages; for a scenario run the browser and a fresh web/dist), then runs the bench runner, hil/src/cli.ts, with
// Deno — the TypeScript runtime the repository already has (the emulator's), which imports the contract as it is.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { DENO, denoEnv, ensureChromium, ensurePackages, root } from './setup.mjs';

const args = process.argv.slice(2);
const runsScenarios = !['conformance', 'record'].includes(args[0]) && !args.includes('--help') && !args.includes('-h');
ensurePackages();
if (runsScenarios) {
  ensureChromium();
  // WEB_DIST: a build of the UI to serve instead of web/dist
  if (!process.env.WEB_DIST) (await import('./build-web.mjs')).buildWebIfStale();
}
const child = spawn(DENO, ['run', '-A', join(root, 'hil', 'src', 'cli.ts'), ...args], {
  stdio: 'inherit',
  env: denoEnv(),
  cwd: process.cwd(),
});
// Ctrl-C reaches the runner too (same process group): it stops Playwright, closes its proxies and releases its locks.
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
