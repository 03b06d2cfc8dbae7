/**
 * The UI's one wait: resolves after `ms` (setTimeout only, so Playwright's page clock and vitest's fake timers drive
 * it). A leaf every layer may import (api/ waits in the mesh proxy, state/ and features/ between steps).
 */
export const sleep = (ms: number): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, ms));
