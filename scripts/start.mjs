#!/usr/bin/env node
// npm start [-- emulator flags]: sets up what is missing, builds the UI if stale, starts the emulator.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { DENO, denoEnv, ensurePackages, root } from './setup.mjs';

const args = process.argv.slice(2);
const wantsHelp = args.includes('--help') || args.includes('-h');
ensurePackages();
if (!wantsHelp) {
  const { buildWebIfStale } = await import('./build-web.mjs');
  buildWebIfStale();
}
const child = spawn(DENO, ['run', '-A', join(root, 'emulator', 'main.ts'), ...args], {
  stdio: 'inherit',
  env: denoEnv(),
  cwd: root,
});
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
