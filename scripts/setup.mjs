#!/usr/bin/env node
// Sets up what is missing on a fresh machine: npm packages and (for tests) Debian's chromium-headless-shell.
// Usage: node scripts/setup.mjs [--browser]
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/**
 * The browsers, Debian's packages both. The scenarios run in the old headless shell (the same Blink, without the
 * browser's own UI processes: the suite takes ~40 % less time on 2 cores); the benchmark measures the first screen
 * in the full browser an owner has. CHROMIUM_PATH / BENCH_CHROMIUM_PATH: another build of each.
 */
const BROWSERS = {
  scenarios: { path: process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell', apt: 'chromium-headless-shell', env: 'CHROMIUM_PATH' },
  bench: { path: process.env.BENCH_CHROMIUM_PATH || '/usr/bin/chromium', apt: 'chromium', env: 'BENCH_CHROMIUM_PATH' },
};
export const CHROMIUM = BROWSERS.scenarios.path;
export const DENO = join(root, 'node_modules', '.bin', 'deno');

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts });
  if (r.status !== 0) {
    console.error(`\n✖ ${cmd} ${args.join(' ')} falhou (código ${r.status ?? r.signal}).`);
    process.exit(r.status || 1);
  }
}

function packagesStale() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  if (!existsSync(marker) || !existsSync(DENO)) return true;
  return statSync(join(root, 'package-lock.json')).mtimeMs > statSync(marker).mtimeMs;
}

export function ensurePackages() {
  if (!packagesStale()) return;
  console.log('› Instalando dependências (npm ci)…');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

/** Installs the browser of `use` (scenarios or bench) with apt-get when it is missing (as root; else says how). */
export function ensureChromium(use = 'scenarios') {
  const browser = BROWSERS[use];
  if (existsSync(browser.path)) return browser.path;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `✖ Navegador não encontrado em ${browser.path}.\n` +
        `  Instale o pacote do Debian como root: sudo apt-get update && sudo apt-get install -y ${browser.apt}\n` +
        `  (ou defina ${browser.env} com o caminho de um Chromium já instalado).`,
    );
    process.exit(1);
  }
  console.log(`› Instalando o ${browser.apt} do Debian (apt-get)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env });
  run('apt-get', ['install', '-y', '-qq', browser.apt], { env });
  return browser.path;
}

export function denoEnv() {
  return { ...process.env, DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1' };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  ensurePackages();
  if (process.argv.includes('--browser')) ensureChromium();
  // Fail early and clearly if deno's binary is missing (its postinstall needs approval, see STACK.md).
  execSync(`"${DENO}" --version`, { stdio: 'ignore', env: denoEnv() });
}
