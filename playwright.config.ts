// The scenarios' configuration, for Playwright run from the repository's root: `npx playwright test
// scenarios/auth/login-lockout.spec.ts:4` runs that one scenario, as every report names it (README: Writing a scenario).
export { default } from './scenarios/playwright.config';
