/** The reports `npm run merge-reports` makes from the shards' blob reports (see scripts/merge-reports.mjs). */
export default {
  testDir: '.',
  reporter: [
    ['list'],
    ['html', { outputFolder: '../test-results/html', open: 'never' }],
    ['junit', { outputFile: '../test-results/junit/scenarios.xml' }],
    // after junit: each testcase's file and line (junit-locations.ts)
    ['./junit-locations.ts', { outputFile: '../test-results/junit/scenarios.xml' }],
  ],
};
