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
// The runner in a process group of its own: a Ctrl-C (or a closed terminal) reaches it once, forwarded from here —
// not twice, from the terminal and from here. It then stops Playwright, restores the router the scenario under way
// changed, closes its proxies and releases its locks, and exits 130, 143 or 129; a second signal does not cut that
// short (kill -9 does, leaving the router as it is).
const child = spawn(DENO, ['run', '-A', join(root, 'hil', 'src', 'cli.ts'), ...args], {
  stdio: 'inherit',
  env: denoEnv(),
  cwd: process.cwd(),
  detached: true,
});
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
