#!/usr/bin/env node
// Builds web/dist when its sources are newer than the last build (or with --force).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './setup.mjs';

const stamp = join(root, 'web', 'dist', '.build-stamp');
const sources = ['web/src', 'web/index.html', 'web/vite.config.ts', 'web/public', 'contract/src', 'package-lock.json'];

function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return readdirSync(path).reduce((m, name) => Math.max(m, newest(join(path, name))), st.mtimeMs);
}

export function buildWebIfStale(force = false) {
  const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  const src = Math.max(...sources.map((s) => newest(join(root, s))));
  if (!force && built >= src) return false;
  console.log('› Compilando a interface web (vite build)…');
  const r = spawnSync('npm', ['run', 'build', '-w', 'web', '--silent'], { stdio: 'inherit', cwd: root });
  if (r.status !== 0) {
    console.error('✖ A compilação da interface falhou.');
    process.exit(r.status || 1);
  }
  writeFileSync(stamp, new Date().toISOString() + '\n');
  return true;
}

if (process.argv[1] && process.argv[1].endsWith('build-web.mjs')) buildWebIfStale(process.argv.includes('--force'));
