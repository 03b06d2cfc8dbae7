#!/usr/bin/env node
/**
 * Checks the budgets of DESIGN.md on web/dist (run after `vite build`):
 * JS+CSS loaded by /login ≤ 110 KB gzip; each lazy chunk ≤ 15 KB gzip; all of dist ≤ 350 KB gzip.
 * /login loads the entry chunk with its static imports, and the auth chunk with its static imports.
 * Prints a report; exits 1 when a budget is exceeded. `--json` prints the numbers as JSON.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const KB = 1024;
const budgets = { login: 110 * KB, chunk: 15 * KB, total: 350 * KB };
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

/** Files a chunk needs before it runs: itself, its CSS, its static imports (recursively). */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const css of chunk.css ?? []) seen.add(css);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const authKey = Object.keys(manifest).find((k) => k.includes('features/auth/index'));
const loginFiles = closure(authKey, closure(entryKey));
loginFiles.add('index.html');
const login = [...loginFiles].reduce((sum, f) => sum + gz(f), 0);

const entryFiles = closure(entryKey);
const lazyChunks = Object.entries(manifest)
  .filter(([, c]) => c.file.endsWith('.js') && !entryFiles.has(c.file))
  .map(([key, c]) => ({ key, file: c.file, gzip: gz(c.file) + (c.css ?? []).reduce((s, f) => s + gz(f), 0) }))
  .sort((a, b) => b.gzip - a.gzip);

const walk = (dir) =>
  readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? walk(join(dir, n)) : [join(dir, n)]));
const served = walk(dist).filter((f) => !f.endsWith('.gz') && !f.includes(`${join('.vite', '')}`));
const total = served.reduce((sum, f) => sum + gz(relative(dist, f)), 0);

const kb = (n) => `${(n / KB).toFixed(1)} KB`;
const over = [];
if (login > budgets.login) over.push(`/login loads ${kb(login)} > ${kb(budgets.login)}`);
for (const c of lazyChunks) if (c.gzip > budgets.chunk) over.push(`${c.file} ${kb(c.gzip)} > ${kb(budgets.chunk)}`);
if (total > budgets.total) over.push(`dist ${kb(total)} > ${kb(budgets.total)}`);

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ login, total, chunks: lazyChunks, over }, null, 2));
} else {
  console.log(`/login loads: ${kb(login)} gzip (budget ${kb(budgets.login)})`);
  for (const f of [...loginFiles].sort()) console.log(`  ${f.padEnd(44)} ${kb(gz(f))}`);
  console.log(`lazy chunks (largest first, budget ${kb(budgets.chunk)} each):`);
  for (const c of lazyChunks) console.log(`  ${c.file.padEnd(44)} ${kb(c.gzip)}`);
  console.log(`all of dist: ${kb(total)} gzip (budget ${kb(budgets.total)})`);
  console.log(over.length ? `OVER BUDGET:\n  ${over.join('\n  ')}` : 'budgets: ok');
}
process.exit(over.length ? 1 : 0);
