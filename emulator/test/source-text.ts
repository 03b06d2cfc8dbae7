/** The emulator's own source as text, for the tests that check how it is written (messages, paths). */
import { join } from 'node:path';

/** Every non-test .ts file below `dir`. */
export function* sources(dir: string): Generator<string> {
  for (const entry of Deno.readDirSync(dir)) {
    const path = join(dir, entry.name);
    if (entry.isDirectory) yield* sources(path);
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) yield path;
  }
}

const TOKEN = /\/\*[\s\S]*?\*\/|\/\/[^\n]*|'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g;

/** The string literals of a source, comments left out. */
export function literals(code: string): string[] {
  const out: string[] = [];
  for (const [t] of code.matchAll(TOKEN)) if (!t.startsWith('/')) out.push(t.slice(1, -1));
  return out;
}

/** The source without its comments (string literals kept as they are). */
export function withoutComments(code: string): string {
  return code.replace(TOKEN, (t) => (t.startsWith('/') ? '' : t));
}
