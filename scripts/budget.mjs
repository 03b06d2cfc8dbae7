#!/usr/bin/env node
// Size budgets of web/dist (DESIGN.md): every lazy route chunk ≤ 15 KB gzip, all of web/dist ≤ 350 KB gzip,
// and what /login loads (the entry, its static imports and CSS, and the login route's chunk) ≤ 110 KB gzip.
// The scenarios measure /login again in a real browser (scenarios/budget/).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './setup.mjs';

const BUDGET = { loginKB: 110, chunkKB: 15, totalKB: 350 };
const dist = join(root, 'web', 'dist');
const kb = (n) => (n / 1024).toFixed(1);
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

function files(dir) {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p) : [p];
  });
}

if (!existsSync(join(dist, '.vite', 'manifest.json'))) {
  console.error('✖ web/dist/.vite/manifest.json ausente: compile com `npm run build` (build.manifest: true).');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const failures = [];

// Everything served (the .gz twins are what goes over the wire, so count each asset once).
const served = files(dist).filter((f) => !f.endsWith('.gz') && !f.includes(`${join('dist', '.vite')}`) && !f.endsWith('.build-stamp'));
const total = served.reduce((n, f) => n + gz(f), 0);
console.log(`web/dist: ${served.length} files, ${kb(total)} KB gzip (budget ${BUDGET.totalKB} KB)`);
if (total > BUDGET.totalKB * 1024) failures.push(`web/dist is ${kb(total)} KB gzip > ${BUDGET.totalKB} KB`);

function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entryKey) {
  console.error('✖ manifest without an entry');
  process.exit(1);
}
// /login is rendered by the entry's own chunks (the login page is part of the start-up path); a login page
// moved to a lazy chunk of its own would count with it.
const loginKey = Object.keys(manifest).find((k) => manifest[k].isDynamicEntry && /features\/auth\//.test(manifest[k].src ?? k));
const loginKeys = new Set([...closure(entryKey), ...(loginKey ? closure(loginKey) : [])]);
// /login is served as login.html (prerendered at build time, vite.config.ts), with its early script in the head
const loginFiles = new Set(existsSync(join(dist, 'login.html')) ? ['login.html', 'login-early.js'] : ['index.html']);
for (const k of loginKeys) {
  loginFiles.add(manifest[k].file);
  for (const css of manifest[k].css ?? []) loginFiles.add(css);
}
const loginJsCss = [...loginFiles].filter((f) => /\.(js|css)$/.test(f));
const login = loginJsCss.reduce((n, f) => n + gz(join(dist, f)), 0);
console.log(`/login loads ${loginJsCss.length} JS/CSS files, ${kb(login)} KB gzip (budget ${BUDGET.loginKB} KB)`);
if (login > BUDGET.loginKB * 1024) failures.push(`/login loads ${kb(login)} KB gzip > ${BUDGET.loginKB} KB`);

// Lazy route chunks: what a lazy import loads — every dynamic entry, and every chunk a dynamic import points at (a
// route merged into a group chunk, vite.config.ts staticGroups, is loaded as that whole chunk).
const routeKeys = new Set(Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry));
for (const v of Object.values(manifest)) for (const d of v.dynamicImports ?? []) routeKeys.add(d);
for (const k of [...routeKeys].sort()) {
  const v = manifest[k];
  const size = gz(join(dist, v.file)) + (v.css ?? []).reduce((n, c) => n + gz(join(dist, c)), 0);
  const line = `  route chunk ${relative('.', v.src ?? k).padEnd(48)} ${kb(size).padStart(6)} KB`;
  console.log(line);
  if (size > BUDGET.chunkKB * 1024) failures.push(`${v.src ?? k} is ${kb(size)} KB gzip > ${BUDGET.chunkKB} KB`);
}

// Every JS/CSS/HTML file has its precompressed twin.
for (const f of served.filter((f) => /\.(js|css|html|svg)$/.test(f))) {
  if (!existsSync(`${f}.gz`)) failures.push(`${relative(dist, f)} has no precompressed .gz`);
}

if (failures.length) {
  for (const f of failures) console.error(`✖ ${f}`);
  process.exit(1);
}
console.log('✔ budgets hold');
