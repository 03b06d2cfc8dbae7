/** The bench project of scenarios/playwright.config.ts: no trace unless asked (a trace holds the router's secrets). */
import assert from 'node:assert/strict';

const CONFIG = new URL('../../scenarios/playwright.config.ts', import.meta.url).href;

/** The config as Playwright loads it under `env` (read at load: one fresh module per case). */
async function configWith(env: Record<string, string | undefined>, tag: string) {
  const saved = Object.fromEntries(Object.keys(env).map((k) => [k, Deno.env.get(k)]));
  for (const [k, v] of Object.entries(env)) v === undefined ? Deno.env.delete(k) : Deno.env.set(k, v);
  try {
    return (await import(`${CONFIG}?${tag}`)).default as { use: { trace: unknown; screenshot: unknown }; projects: { name: string }[] };
  } finally {
    for (const [k, v] of Object.entries(saved)) v === undefined ? Deno.env.delete(k) : Deno.env.set(k, v);
  }
}

Deno.test('a bench keeps no trace of a failure unless HIL_TRACE=1; its screenshot stays; the emulator keeps its traces', async () => {
  const bench = await configWith({ HIL_TARGET: '{}', HIL_TRACE: undefined }, 'bench');
  assert.deepEqual(bench.projects.map((p) => p.name), ['bench']);
  assert.equal(bench.use.trace, 'off');
  assert.equal(bench.use.screenshot, 'only-on-failure');
  const asked = await configWith({ HIL_TARGET: '{}', HIL_TRACE: '1' }, 'asked');
  assert.deepEqual(asked.use.trace, { mode: 'retain-on-failure', screenshots: false });
  const emulator = await configWith({ HIL_TARGET: undefined, HIL_TRACE: undefined }, 'emulator');
  assert.deepEqual(emulator.projects.map((p) => p.name), ['emulator', 'emulator-2nd-date']);
  assert.deepEqual(emulator.use.trace, { mode: 'retain-on-failure', screenshots: false });
});
