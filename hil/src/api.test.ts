/** The runner's own client: why a router gave no answer, in the lab's words (the line of exit 4). */
import assert from 'node:assert/strict';
import { whyNoAnswer } from './api.ts';

Deno.test('no answer: refused, timed out, unreachable, unresolved, dropped — each said plainly; anything else as it came', () => {
  const cases: [string, string][] = [
    ['fetch failed (Error: error sending request … tcp connect error: Connection refused (os error 111))', 'recusou a conexão (nada escuta nessa porta)'],
    ['TimeoutError: The operation was aborted due to timeout', 'não respondeu em 15 s'],
    ['fetch failed (Error: … tcp connect error: No route to host (os error 113))', 'está fora de alcance (sem rota até o endereço)'],
    ['fetch failed (Error: … dns error: failed to lookup address information: Name or service not known)', 'tem um nome que não resolve'],
    ['fetch failed (Error: … connection closed before message completed)', 'derrubou a conexão sem responder'],
    ['algo novo', 'não respondeu: algo novo'],
  ];
  for (const [message, said] of cases) assert.equal(whyNoAnswer(message, 15_000), said, message);
});
