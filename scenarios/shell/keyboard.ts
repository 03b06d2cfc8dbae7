/** Moving with the keyboard alone, for the shell's scenarios (issue 28: keyboard and screen readers). */
import { expect, type Locator, type Page } from '@playwright/test';

/** Whether `target` has the focus now (false while it is not on the page). */
async function hasFocus(target: Locator): Promise<boolean> {
  if ((await target.count()) !== 1) return false;
  return target.evaluate((el) => el === document.activeElement);
}

/** Presses Tab (Shift+Tab with `back`) until `target` has the focus, at most `max` times; fails if it never does. */
export async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}): Promise<void> {
  for (let i = 0; i < max && !(await hasFocus(target)); i++) await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  await expect(target).toBeFocused();
}

/**
 * The levels of the page's visible headings (h1–h6, role=heading), in document order: a screen reader's outline of
 * the page. No level is skipped when each heading is at most one below the one before it.
 */
export function headingLevels(page: Page): Promise<Array<{ level: number; text: string }>> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6, [role="heading"]'))
      .filter((h) => h.getClientRects().length > 0 && getComputedStyle(h).visibility !== 'hidden')
      .map((h) => ({ level: Number(h.getAttribute('aria-level') ?? h.tagName.slice(1)), text: (h.textContent ?? '').trim() })),
  );
}

/** The headings that skip a level: each one more than one level below the heading before it. */
export function skippedLevels(headings: Array<{ level: number; text: string }>): string[] {
  return headings.flatMap((h, i) =>
    i > 0 && h.level > headings[i - 1].level + 1 ? [`h${h.level} "${h.text}" após h${headings[i - 1].level} "${headings[i - 1].text}"`] : [],
  );
}
