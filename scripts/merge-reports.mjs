#!/usr/bin/env node
// npm run merge-reports [-- DIR]
// Merges the blob reports of a sharded scenario run (`npm test -- --only scenarios -- --shard=i/n`, one per CI
// machine, each under test-results/blob/i-of-n/) into one HTML report (test-results/html) and one JUnit file
// (test-results/junit/scenarios.xml). DIR (default test-results/blob) is searched for *.zip at any depth, so
// the shards' folders can be copied side by side into it.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { ensurePackages, root } from './setup.mjs';

const args = process.argv.slice(2);
if (args.length > 1 || args.some((a) => a.startsWith('-'))) {
  console.error('uso: npm run merge-reports [-- PASTA]   (padrão: test-results/blob)');
  process.exit(2);
}
const dir = resolve(args[0] ?? join(root, 'test-results', 'blob'));
if (!existsSync(dir) || !statSync(dir).isDirectory()) {
  console.error(`✖ ${dir} não existe: rode os shards antes (npm test -- --only scenarios -- --shard=1/2).`);
  process.exit(2);
}
const zips = (d) => readdirSync(d).flatMap((n) => {
  const p = join(d, n);
  return statSync(p).isDirectory() ? zips(p) : n.endsWith('.zip') ? [p] : [];
});
const found = zips(dir);
if (found.length === 0) {
  console.error(`✖ nenhum relatório blob (*.zip) em ${dir}.`);
  process.exit(2);
}
ensurePackages();
// merge-reports reads one flat folder: the shards' zips side by side (names differ by shard already).
const flat = mkdtempSync(join(tmpdir(), 'blobs-'));
for (const z of found) copyFileSync(z, join(flat, `${basename(dirname(z))}-${basename(z)}`));
console.log(`› ${found.length} relatório(s) blob de ${dir}`);
const r = spawnSync(join(root, 'node_modules', '.bin', 'playwright'),
  ['merge-reports', '--config', join(root, 'scenarios', 'merge.config.ts'), flat], { cwd: root, stdio: 'inherit' });
rmSync(flat, { recursive: true, force: true });
if (r.status === 0) console.log('HTML: test-results/html/index.html · JUnit: test-results/junit/scenarios.xml');
process.exit(r.status ?? 1);
