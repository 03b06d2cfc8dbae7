// The structure check fails on each kind of bad import, naming the file, the import and the rule (node --test).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { check, importsOf, layoutProblems } from './structure.mjs';

function tree(files) {
  const root = mkdtempSync(join(tmpdir(), 'structure-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const clean = {
  'contract/src/index.ts': "import { object } from 'superstruct';\nexport * from './a.ts';\n",
  'contract/src/a.ts': 'export const a = 1;\n',
  'web/src/features/net/page.tsx': "import { a } from '@roteador/contract';\nimport { Button } from '../../ui/button.tsx';\n",
  'web/src/ui/button.tsx': 'export const Button = 1;\n',
  'web/src/state/s.ts': "import type { X } from '../api/x.ts';\n",
  'web/src/api/x.ts': 'export type X = 1;\n',
  'emulator/src/api/wan.ts': "import { a } from '@roteador/contract';\n",
};

test('a clean tree passes', () => {
  const root = tree(clean);
  try { assert.deepEqual(check(root), []); } finally { rmSync(root, { recursive: true }); }
});

test('each rule fails with the file, the import and the rule', () => {
  const root = tree({
    ...clean,
    'web/src/features/wifi/page.tsx': "import { x } from '../net/page.tsx';\n",
    'web/src/ui/card.tsx': "import { p } from '../features/net/page.tsx';\n",
    'web/src/state/t.ts': "export { r } from '../app/routes.tsx';\n",
    'web/src/app/routes.tsx': 'export const r = 1;\n',
    'contract/src/b.ts': "import React from 'react';\n",
    'web/src/api/emu.ts': "import { w } from '../../../emulator/src/api/wan.ts';\n",
    'emulator/src/one.ts': "import { two } from './two.ts';\nexport const one = 1;\n",
    'emulator/src/two.ts': "import { one } from './one.ts';\nexport const two = 2;\n",
    'web/src/ui/picker.tsx': "import { d } from '../state/s.ts';\n",
    'web/src/forms/wan/model.ts': "import type { W } from '../../features/net/page.tsx';\n",
    'emulator/src/big.ts': 'x = 1;\n'.repeat(401),
    'emulator/src/big-ok.ts': '// size: a table, one row per model\n' + 'y = 1;\n'.repeat(401),
    'web/src/ui/lonely.tsx': 'export const lonely = 1;\nexport type Shape = 1;\nexport function Used() {}\n',
    'emulator/test/lonely.test.ts': 'Used();\n',
  });
  try {
    const found = check(root);
    const has = (text) => assert.ok(found.some((f) => f.includes(text)), `missing: ${text}\n${found.join('\n')}`);
    has("web/src/features/wifi/page.tsx: import '../net/page.tsx' — features never import one another (wifi → net)");
    has("web/src/ui/card.tsx: import '../features/net/page.tsx' — ui/ and state/ do not import features/ or app/");
    has("web/src/state/t.ts: import '../app/routes.tsx' — ui/ and state/ do not import features/ or app/");
    has("contract/src/b.ts: import 'react' — the contract imports nothing but superstruct");
    has("web/src/api/emu.ts: import '../../../emulator/src/api/wan.ts' — web and the emulator meet only in the contract");
    has("web/src/ui/picker.tsx: import '../state/s.ts' — ui/ is presentational: it imports only ui/ and text/");
    has("web/src/forms/wan/model.ts: import '../../features/net/page.tsx' — forms/ do not import features/ or app/");
    has('import cycle: emulator/src/one.ts → emulator/src/two.ts → emulator/src/one.ts');
    has('emulator/src/big.ts: 402 lines, over 400');
    assert.ok(!found.some((f) => f.includes('big-ok.ts')), 'a file with its reason passes');
    // an exported value nothing else names fails; a type, or a value a test uses, passes
    has("web/src/ui/lonely.tsx: export 'lonely' — no other file uses it");
    assert.equal(found.length, 10, found.join('\n'));
  } finally { rmSync(root, { recursive: true }); }
});

test('imports: static, type-only, re-exports, side effects and literal dynamic imports', () => {
  assert.deepEqual(importsOf([
    "import { a } from './a.ts';",
    "import type { B } from './b.ts';",
    "export * from './c.ts';",
    "import './d.css';",
    "const e = () => import('./e.tsx');",
  ].join('\n')), ['./a.ts', './b.ts', './c.ts', './d.css', './e.tsx']);
});

test("the README's layout table: a path it names must exist, an area's file must be named", () => {
  const table = (row) => `# x\n\n| area | contract/src | web/src | emulator/src | scenarios |\n|---|---|---|---|---|\n${row}\n\nafter\n`;
  const root = tree({
    ...clean,
    'scenarios/net/a.spec.ts': '',
    'README.md': table('| net | a.ts (a note, gone.ts) | features/net/, ui/ | api/wan.ts, api/gone.ts | net/ |'),
  });
  try {
    assert.deepEqual(layoutProblems(root), [
      'README.md layout: names emulator/src/api/gone.ts, which does not exist',
      'README.md layout: web/src/api/x.ts is not in the table (each area\'s files in every part)',
      'README.md layout: web/src/state/s.ts is not in the table (each area\'s files in every part)',
    ]);
    writeFileSync(join(root, 'README.md'), table('| net | a.ts | features/net/, ui/, api/x.ts, state/s.ts | api/wan.ts | net/ |'));
    assert.deepEqual(layoutProblems(root), []);
    writeFileSync(join(root, 'README.md'), '# no table\n');
    assert.deepEqual(layoutProblems(root), ['README.md: no layout table (| area | contract/src | web/src | emulator/src | scenarios |)']);
  } finally { rmSync(root, { recursive: true }); }
});
