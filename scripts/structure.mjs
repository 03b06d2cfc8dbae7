#!/usr/bin/env node
// The structure check (issue 14): reads every source file's imports (a small scan, no dependency) and fails on
//  - a feature importing another feature (web/src/features/<a> → features/<b>);
//  - web's ui/ or state/ importing features/ or app/; ui/ importing anything of web but ui/ and text/;
//  - web's forms/ importing features/ or app/;
//  - the contract importing anything but superstruct (and itself);
//  - any import between web/ and emulator/ (they meet only in the contract);
//  - an import cycle (within one part);
//  - a source file over 400 lines without a one-line reason at its top (`// size: …` or ` * size: …`);
//  - an exported value (const, function, class, enum) that no other file names: drop the `export`, or the dead code
//    (types may stay exported: they describe an exported value's signature);
//  - the README's layout table naming a path that does not exist, or leaving out a file of an area's folder.
// Each failure names the file, the import and the rule. Usage: node scripts/structure.mjs [--root DIR] [--json]
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const MAX_LINES = 400;
const PARTS = ['contract/src', 'web/src', 'emulator/src', 'emulator/main.ts', 'scenarios', 'hil/src', 'scripts'];

function sources(dir) {
  if (!existsSync(dir)) return [];
  if (statSync(dir).isFile()) return [dir];
  return readdirSync(dir).sort().flatMap((n) => {
    if (n === 'node_modules' || n === 'dist' || n.startsWith('.')) return [];
    const p = join(dir, n);
    if (statSync(p).isDirectory()) return sources(p);
    return /\.(ts|tsx|mjs)$/.test(n) && !/\.d\.ts$/.test(n) ? [p] : [];
  });
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The specifiers a file imports (static, re-exports, side-effect and dynamic imports with a literal). */
export function importsOf(text) {
  const out = [];
  for (const m of text.matchAll(IMPORT)) out.push(m[1] ?? m[2] ?? m[3]);
  return out;
}

function resolveImport(from, spec, root) {
  if (spec === '@roteador/contract') return join(root, 'contract', 'src', 'index.ts');
  if (!spec.startsWith('.')) return null; // a package
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return base;
}

/** The rule an import breaks, or null. Paths are relative to the root, with '/'. */
function brokenRule(file, spec, target) {
  const part = (p) => (p.startsWith('web/') ? 'web' : p.startsWith('emulator/') ? 'emulator' : p.startsWith('contract/') ? 'contract' : p.split('/')[0]);
  if (file.startsWith('contract/src/')) {
    if (target === null ? spec !== 'superstruct' : !target.startsWith('contract/')) return 'the contract imports nothing but superstruct';
  }
  if (target === null) return null;
  const [a, b] = [part(file), part(target)];
  if ((a === 'web' && b === 'emulator') || (a === 'emulator' && b === 'web')) return 'web and the emulator meet only in the contract';
  const feature = (p) => /^web\/src\/features\/([^/]+)\//.exec(p)?.[1];
  const [fa, fb] = [feature(file), feature(target)];
  if (fa && fb && fa !== fb) return `features never import one another (${fa} → ${fb})`;
  if (/^web\/src\/(ui|state)\//.test(file) && /^web\/src\/(features|app)\//.test(target)) return 'ui/ and state/ do not import features/ or app/';
  // ui/ holds presentational pieces: what they show comes in through their props
  if (/^web\/src\/ui\//.test(file) && /^web\/src\//.test(target) && !/^web\/src\/(ui|text)\//.test(target)) {
    return 'ui/ is presentational: it imports only ui/ and text/ (state and calls come through props)';
  }
  // forms/ are shared by the network pages and the wizard: they depend on neither
  if (/^web\/src\/forms\//.test(file) && /^web\/src\/(features|app)\//.test(target)) return 'forms/ do not import features/ or app/';
  return null;
}

// The README's layout table (one row per area, one column per part): every path it names exists, and every file of
// the areas' folders is named (directly, or by a folder that holds it).
const LAYOUT_HEADER = /^\|\s*area\s*\|\s*contract\/src\s*\|\s*web\/src\s*\|\s*emulator\/src\s*\|\s*scenarios\s*\|/;
const LAYOUT_COLUMNS = ['contract/src', 'web/src', 'emulator/src', 'scenarios'];
/** The folders whose entries the table must name: their files (tests and index.ts aside), or their sub-folders. */
const LAYOUT_LISTED = [
  ['contract/src', 'files'], ['contract/src/validate', 'files'],
  ['web/src/api', 'files'], ['web/src/state', 'files'], ['web/src/forms', 'all'],
  ['web/src/features', 'dirs'], ['web/src/features/network', 'dirs'],
  ['emulator/src', 'files'], ['emulator/src/api', 'files'], ['emulator/src/device', 'files'], ['emulator/src/mesh', 'files'],
  ['emulator/src/cloud', 'files'], ['emulator/src/control', 'files'],
  ['scenarios', 'dirs'],
];

export function layoutProblems(root) {
  const readme = join(root, 'README.md');
  if (!existsSync(readme)) return [];
  const lines = readFileSync(readme, 'utf8').split('\n');
  const at = lines.findIndex((l) => LAYOUT_HEADER.test(l));
  if (at === -1) return ['README.md: no layout table (| area | contract/src | web/src | emulator/src | scenarios |)'];
  const problems = [];
  const named = new Set();
  for (const line of lines.slice(at + 2)) {
    if (!line.startsWith('|')) break;
    const cells = line.split('|').slice(2, 2 + LAYOUT_COLUMNS.length);
    cells.forEach((cell, i) => {
      // a note in parentheses, or a cell that is only a note, names nothing
      const text = cell.replace(/\([^)]*\)/g, '').replace(/`/g, '');
      for (const entry of text.split(',').map((e) => e.trim()).filter((e) => /[./]/.test(e))) {
        const path = `${LAYOUT_COLUMNS[i]}/${entry}`.replace(/\/$/, '');
        named.add(path);
        if (!existsSync(join(root, path))) problems.push(`README.md layout: names ${path}, which does not exist`);
      }
    });
  }
  const covered = (path) => {
    for (let p = path; p.includes('/'); p = p.slice(0, p.lastIndexOf('/'))) if (named.has(p)) return true;
    return false;
  };
  for (const [dir, kind] of LAYOUT_LISTED) {
    if (!existsSync(join(root, dir))) continue;
    for (const name of readdirSync(join(root, dir)).sort()) {
      const path = `${dir}/${name}`;
      const isDir = statSync(join(root, path)).isDirectory();
      if (name.startsWith('.') || name === 'node_modules' || (kind === 'files' && isDir) || (kind === 'dirs' && !isDir)) continue;
      if (!isDir && (!/\.(ts|tsx)$/.test(name) || /\.test\.tsx?$/.test(name) || name === 'index.ts')) continue;
      if (!covered(path)) problems.push(`README.md layout: ${path} is not in the table (each area's files in every part)`);
    }
  }
  return problems;
}

const EXPORTED_VALUE = /^export\s+(?:declare\s+)?(?:async\s+)?(?:const|let|var|function\*?|class|abstract\s+class|enum)\s+([A-Za-z_$][\w$]*)/gm;
const TESTS = ['contract/test', 'emulator/test', 'hil/test'];

/** Each exported value no other source or test file names (a word search: a name another file mentions counts as used). */
function unusedExports(root, files) {
  const all = [...files, ...TESTS.flatMap((p) => sources(join(root, p)))];
  const words = new Map(all.map((f) => [f, new Set(readFileSync(f, 'utf8').match(/[A-Za-z_$][\w$]*/g))]));
  const rel = (p) => relative(root, p).split(sep).join('/');
  const found = [];
  for (const f of files) {
    for (const m of readFileSync(f, 'utf8').matchAll(EXPORTED_VALUE)) {
      if (!all.some((g) => g !== f && words.get(g).has(m[1]))) {
        found.push(`${rel(f)}: export '${m[1]}' — no other file uses it: drop the export (or the code, when nothing uses it)`);
      }
    }
  }
  return found;
}

export function check(root) {
  const failures = [...layoutProblems(root)];
  const graph = new Map();
  const files = PARTS.flatMap((p) => sources(join(root, p)));
  failures.push(...unusedExports(root, files));
  const rel = (p) => relative(root, p).split(sep).join('/');
  for (const abs of files) {
    const file = rel(abs);
    const text = readFileSync(abs, 'utf8');
    const lines = text.split('\n').length;
    if (lines > MAX_LINES && !/^\s*(\/\/|\*|\/\*\*?)\s*size:/m.test(text.split('\n').slice(0, 12).join('\n')) && !/\.test\.tsx?$/.test(file)) {
      failures.push(`${file}: ${lines} lines, over ${MAX_LINES} without a one-line reason at its top ('// size: …')`);
    }
    const edges = [];
    for (const spec of importsOf(text)) {
      const target = resolveImport(abs, spec, root);
      const targetRel = target && rel(target);
      const rule = brokenRule(file, spec, targetRel);
      if (rule) failures.push(`${file}: import '${spec}' — ${rule}`);
      if (targetRel && targetRel !== 'contract/src/index.ts') edges.push(targetRel);
    }
    graph.set(file, edges);
  }
  for (const cycle of cycles(graph)) failures.push(`import cycle: ${cycle.join(' → ')}`);
  return failures;
}

/** A cycle's files from its smallest name on (the same cycle always reads the same), closed on the first. */
function canonical(members) {
  const start = members.indexOf([...members].sort()[0]);
  const rotated = [...members.slice(start), ...members.slice(0, start)];
  return [...rotated, rotated[0]];
}

/** Each import cycle once (Tarjan's strongly connected components, its files in a path order). */
function cycles(graph) {
  let index = 0;
  const idx = new Map(), low = new Map(), stack = [], on = new Set(), found = [];
  const visit = (v) => {
    idx.set(v, index); low.set(v, index); index++; stack.push(v); on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!idx.has(w)) { visit(w); low.set(v, Math.min(low.get(v), low.get(w))); }
      else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const scc = [];
      let w;
      do { w = stack.pop(); on.delete(w); scc.push(w); } while (w !== v);
      if (scc.length > 1) found.push(canonical(scc.reverse()));
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return found;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const rootArg = args.indexOf('--root');
  const root = rootArg === -1 ? fileURLToPath(new URL('..', import.meta.url)) : resolve(args[rootArg + 1]);
  const found = check(root);
  // Known problems (scripts/structure-known.json): each is issue 14's to remove. Anything else fails; a known one that
  // is gone fails too, until it leaves the list — the list only shrinks.
  const knownFile = join(root, 'scripts', 'structure-known.json');
  const known = existsSync(knownFile) && !args.includes('--strict') ? JSON.parse(readFileSync(knownFile, 'utf8')) : [];
  const failures = [
    ...found.filter((f) => !known.includes(f)),
    ...known.filter((k) => !found.includes(k)).map((k) => `fixed, remove it from scripts/structure-known.json: ${k}`),
  ];
  if (args.includes('--json')) console.log(JSON.stringify(found, null, 2));
  for (const f of failures) console.error(`✖ ${f}`);
  console.log(failures.length
    ? `structure: ${failures.length} problem(s)`
    : `structure: ✔ no cross-feature import, no new cycle, no oversized file (${known.length} known, listed to remove)`);
  process.exit(failures.length ? 1 : 0);
}
