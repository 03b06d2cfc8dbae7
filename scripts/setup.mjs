#!/usr/bin/env node
// Sets up what is missing on a fresh machine: npm packages and (for tests) Debian's chromium.
// Usage: node scripts/setup.mjs [--browser]
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
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

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `✖ Chromium não encontrado em ${CHROMIUM}.\n` +
        '  Instale o pacote do Debian como root: sudo apt-get update && sudo apt-get install -y chromium\n' +
        '  (ou defina CHROMIUM_PATH com o caminho de um Chromium já instalado).',
    );
    process.exit(1);
  }
  console.log('› Instalando o chromium do Debian (apt-get)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env });
  run('apt-get', ['install', '-y', '-qq', 'chromium'], { env });
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
