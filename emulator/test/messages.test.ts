/**
 * The router's Portuguese answers are written once, in the contract (router-messages.ts, validate/messages.ts, the
 * access table), so the UI that shows them and the scenarios that assert them read the very same text: no pt-BR
 * sentence is written in the emulator's own code. English answers are diagnostics of malformed calls, not the owner's.
 */
import assert from 'node:assert/strict';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { literals, sources } from './source-text.ts';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));

/** Files of generated data, not messages: neighbours' SSIDs, homes' names and rooms. */
const DATA = new Set(['device/site-survey.ts', 'device/profiles.ts']);

/**
 * A literal that reads as a Portuguese sentence: two words or more, one of them accented, a pt-BR function word, or a
 * participle or gerund ('desativado', 'atingido', 'Baixando').
 */
function portugueseSentence(text: string): boolean {
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length < 2) return false;
  return /[áéíóúâêôãõç]/i.test(text) ||
    words.some((w) => /^(não|de|da|das|dos|em|com|sem|para|foi|está|ou|uma?)$/i.test(w) || /^[a-z]{3,}(ad|id)[oa]s?$|^[a-z]{3,}[aei]ndo$/i.test(w));
}

Deno.test('the emulator writes no Portuguese sentence of its own: its answers come from the contract', () => {
  const found: string[] = [];
  for (const path of sources(SRC)) {
    const file = relative(SRC, path).replaceAll('\\', '/');
    if (DATA.has(file)) continue;
    for (const text of literals(Deno.readTextFileSync(path))) if (portugueseSentence(text)) found.push(`${file}: '${text}'`);
  }
  assert.deepEqual(found, []);
});

Deno.test('the check sees a sentence and passes data and English', () => {
  assert.deepEqual(literals(`// 'Não é isto'\nconst a = 'limite de filtros atingido'; /* 'nem isto' */ f("IPv6 desativado", \`x\`);`), [
    'limite de filtros atingido',
    'IPv6 desativado',
    'x',
  ]);
  assert.ok(portugueseSentence('limite de filtros atingido'));
  assert.ok(portugueseSentence('IPv6 desativado'));
  assert.ok(portugueseSentence('Baixando o firmware'));
  assert.ok(portugueseSentence('Sem conexão com a internet'));
  assert.ok(!portugueseSentence('Câmera'));
  assert.ok(!portugueseSentence('the mesh is unavailable, try again later'));
});
