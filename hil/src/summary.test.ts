import assert from 'node:assert/strict';
import { canonicalReason, summarize, summarizeProgress, summaryLine } from './summary.ts';
import { repoRoot } from './playwright.ts';

Deno.test('the last line counts passes, failures and skips with their reasons, from Playwright\'s JSON', () => {
  const report = {
    suites: [
      {
        title: 'auth/login.spec.ts',
        specs: [
          { title: 'a', tests: [{ status: 'expected' }] },
          { title: 'b', tests: [{ status: 'skipped', annotations: [{ type: 'skip', description: 'needs faults' }] }] },
        ],
        suites: [
          {
            title: '',
            specs: [
              { title: 'c', tests: [{ status: 'skipped', results: [{ annotations: [{ type: 'skip', description: 'needs faults' }] }] }] },
              { title: 'd', tests: [{ status: 'skipped', annotations: [{ type: 'skip', description: 'protected: effect reboot' }] }] },
              { title: 'e', file: 'auth/login.spec.ts', line: 31, tests: [{ status: 'unexpected' }] },
              { title: 'f', tests: [{ status: 'flaky' }] },
            ],
          },
        ],
      },
    ],
  };
  const s = summarize('sala', report);
  assert.deepEqual([s.passed, s.failed, s.skipped], [2, 1, 3]);
  assert.deepEqual(s.failures, ['auth/login.spec.ts:31 › e']);
  // where it is written, from the repository's root (the report's files are its rootDir's): what `npx playwright test` takes
  const rooted = summarize('sala', { ...report, config: { rootDir: `${repoRoot}/scenarios` } });
  assert.deepEqual(rooted.failures, ['scenarios/auth/login.spec.ts:31 › e']);
  assert.equal(
    summaryLine(s),
    'router sala: 2 passed, 1 failed, 3 skipped (reasons: needs faults ×2; protected: effect reboot ×1)',
  );
  assert.equal(summaryLine(summarize('x', {})), 'router x: 0 passed, 0 failed, 0 skipped');
});

Deno.test('a need list is one reason whatever the order of the header\'s needs: one canonical order, counted once', () => {
  const skip = (description: string) => ({ status: 'skipped', annotations: [{ type: 'skip', description }] });
  const report = {
    suites: [{
      title: 'x.spec.ts',
      specs: [
        { title: 'a', tests: [skip('needs clock (no realTime in its header), control')] },
        { title: 'b', tests: [skip('needs control, clock (no realTime in its header)')] },
        { title: 'c', tests: [skip('needs control (profile factory, seed 3), clock: waits 300 s, over the router\'s realTime.maxWaitS (120 s), mesh-agents:3')] },
        { title: 'd', tests: [skip('needs mesh-agents:3, clock: waits 300 s, over the router\'s realTime.maxWaitS (120 s), control (profile factory, seed 3)')] },
        { title: 'e', tests: [skip('protected: effect reboot')] },
      ],
    }],
  };
  const s = summarize('sala', report);
  assert.deepEqual(s.reasons, {
    'needs clock (no realTime in its header), control': 2,
    'needs clock: waits 300 s, over the router\'s realTime.maxWaitS (120 s), control (profile factory, seed 3), mesh-agents:3': 2,
    'protected: effect reboot': 1,
  });
  // the router-side needs (a mesh agent, a registered voice router, no mesh) are needs of their own too
  assert.equal(
    canonicalReason('needs model:Twibi Force Voice, the voice model unregistered (the router is registered: alexa-registered)'),
    'needs model:Twibi Force Voice, the voice model unregistered (the router is registered: alexa-registered)',
  );
  assert.equal(
    canonicalReason('needs control, a mesh controller (the router is a mesh agent: mesh-role:agent)'),
    'needs a mesh controller (the router is a mesh agent: mesh-role:agent), control',
  );
  assert.equal(canonicalReason('needs no mesh (profile meshRole none), clock (no realTime in its header)'), 'needs clock (no realTime in its header), no mesh (profile meshRole none)');
  assert.equal(canonicalReason('needs faults'), 'needs faults');
  assert.equal(canonicalReason('not allowed: effect firmware'), 'not allowed: effect firmware');
});

Deno.test('a run cut short: the scenario interrupted and those never run are counted apart from the skips', () => {
  const report = {
    suites: [{
      title: 'x.spec.ts',
      specs: [
        { title: 'a', tests: [{ status: 'expected', results: [{ status: 'passed' }] }] },
        { title: 'b', tests: [{ status: 'skipped', results: [{ status: 'interrupted' }] }] },
        { title: 'c', tests: [{ status: 'skipped', results: [] }] },
        { title: 'd', tests: [{ status: 'skipped', results: [{ status: 'skipped', annotations: [{ type: 'skip', description: 'needs faults' }] }] }] },
      ],
    }],
  };
  const s = summarize('sala', report);
  assert.deepEqual([s.passed, s.failed, s.skipped, s.interrupted, s.notRun], [1, 0, 1, 1, 1]);
  assert.equal(summaryLine(s), 'router sala: 1 passed, 0 failed, 1 skipped, 1 interrupted, 1 not run (reasons: needs faults ×1)');
});

Deno.test('Playwright killed: its progress file (one line per scenario as it ended) counts what finished', () => {
  const progress = [
    '{"total":5}',
    '{"title":["x.spec.ts","a"],"status":"passed","outcome":"expected"}',
    '{"title":["x.spec.ts","grupo","b"],"location":"scenarios/x.spec.ts:12","status":"failed","outcome":"unexpected"}',
    '{"title":["x.spec.ts","c"],"status":"skipped","outcome":"skipped","reason":"needs control, clock (no realTime in its header)"}',
    '{"title":["x.spec.ts","d"],"status":"interr', // killed while writing it
  ].join('\n');
  const s = summarizeProgress('sala', progress);
  assert.deepEqual([s.passed, s.failed, s.skipped, s.interrupted, s.notRun], [1, 1, 1, 0, 2]);
  assert.deepEqual(s.failures, ['scenarios/x.spec.ts:12 › grupo › b']);
  assert.deepEqual(s.reasons, { 'needs clock (no realTime in its header), control': 1 });
  assert.equal(summaryLine({ ...s, refused: { kind: 'unreachable', message: 'o roteador "sala" (10.0.0.1:80) recusou a conexão' } }), 'router sala: não rodou — o roteador "sala" (10.0.0.1:80) recusou a conexão');
});

Deno.test('side by side: a scenario another router runs is no skip; a lab need is one need of the list', () => {
  const skip = (description: string) => ({ status: 'skipped', annotations: [{ type: 'skip', description }] });
  const report = {
    suites: [{
      title: 'x.spec.ts',
      specs: [
        { title: 'a', tests: [{ status: 'expected' }] },
        { title: 'b', tests: [skip('runs on router vitrine')] },
        { title: 'c', tests: [skip('runs on router vitrine')] },
        { title: 'd', tests: [skip('needs lab wan-link, clock (no realTime in its header)')] },
        { title: 'e', tests: [skip('needs clock (no realTime in its header), lab wan-link')] },
      ],
    }],
  };
  const s = summarize('sala', report);
  assert.deepEqual([s.passed, s.skipped, s.elsewhere], [1, 2, 2]);
  assert.deepEqual(s.reasons, { 'needs clock (no realTime in its header), lab wan-link': 2 });
  assert.equal(summaryLine(s), 'router sala: 1 passed, 0 failed, 2 skipped, 2 on other routers (reasons: needs clock (no realTime in its header), lab wan-link ×2)');
  const progress = [
    JSON.stringify({ total: 2 }),
    JSON.stringify({ title: ['x.spec.ts', 'b'], status: 'skipped', outcome: 'skipped', reason: 'runs on router vitrine' }),
  ].join('\n');
  const p = summarizeProgress('sala', progress);
  assert.deepEqual([p.skipped, p.elsewhere, p.notRun], [0, 1, 1]);
});

Deno.test('a sample run: the scenarios it leaves out are no skips; those it could not run are, with their reason', () => {
  const skip = (description: string) => ({ status: 'skipped', annotations: [{ type: 'skip', description }] });
  const report = {
    suites: [{
      title: 'x.spec.ts',
      specs: [
        { title: 'a', tests: [{ status: 'expected' }] },
        { title: 'b', tests: [skip('outside the sample (1 in 8)')] },
        { title: 'c', tests: [skip('outside the sample (1 in 8)')] },
        { title: 'd', tests: [skip('needs control')] },
      ],
    }],
  };
  const s = summarize('sala', report);
  assert.deepEqual([s.passed, s.skipped, s.outside], [1, 1, 2]);
  assert.equal(summaryLine(s), 'router sala: 1 passed, 0 failed, 1 skipped, 2 outside the sample (reasons: needs control ×1)');
});
