import assert from 'node:assert/strict';
import { summarize, summaryLine } from './summary.ts';

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
              { title: 'e', tests: [{ status: 'unexpected' }] },
              { title: 'f', tests: [{ status: 'flaky' }] },
            ],
          },
        ],
      },
    ],
  };
  const s = summarize('sala', report);
  assert.deepEqual([s.passed, s.failed, s.skipped], [2, 1, 3]);
  assert.deepEqual(s.failures, ['auth/login.spec.ts › e']);
  assert.equal(
    summaryLine(s),
    'router sala: 2 passed, 1 failed, 3 skipped (reasons: needs faults ×2; protected: effect reboot ×1)',
  );
  assert.equal(summaryLine(summarize('x', {})), 'router x: 0 passed, 0 failed, 0 skipped');
});
