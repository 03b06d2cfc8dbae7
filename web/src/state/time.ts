/** The UI's one wait: resolves after `ms` (setTimeout only, so Playwright's page clock and vitest's fake timers drive it). */
export const sleep = (ms: number): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, ms));
