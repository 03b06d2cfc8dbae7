/**
 * What the accessibility scenarios share (issue 28, DESIGN.md "Everyone"): a screen checked with axe in each of the
 * four looks an owner may see it in — 1280 and 360 px wide, light and dark — without loading it again (the viewport
 * resized, the colour scheme switched), and the pages reached as the menu reaches them (a move within the app).
 */
import { expect, type Page } from '@playwright/test';
import type { App } from '../dsl/app';

type Scheme = 'light' | 'dark';
interface Look { width: 1280 | 360; scheme: Scheme }

const HEIGHT = { 1280: 800, 360: 740 } as const;
/** where each page stands (its last look): the next screen starts there, so each takes three changes, not four */
const current = new WeakMap<Page, Look>();

async function show(page: Page, look: Look): Promise<void> {
  if (page.viewportSize()?.width !== look.width) await page.setViewportSize({ width: look.width, height: HEIGHT[look.width] });
  await page.emulateMedia({ colorScheme: look.scheme });
  // a change of theme or width shows its end at once: the check has no 160 ms of colours in between to wait out
  // (a constructed sheet, which the UI's CSP lets in; once per document)
  await page.evaluate(() => {
    if (document.adoptedStyleSheets.some((sheet) => sheet.cssRules[0]?.cssText.startsWith('*, ::before'))) return;
    const still = new CSSStyleSheet();
    still.replaceSync('*, ::before, ::after { transition: none !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, still];
  });
}

const named = (look: Look) => `${look.width} px, ${look.scheme === 'light' ? 'claro' : 'escuro'}`;

const otherScheme = (s: Scheme): Scheme => (s === 'light' ? 'dark' : 'light');
const otherWidth = (w: Look['width']): Look['width'] => (w === 1280 ? 360 : 1280);

/** Each look in turn, axe in each: every rule (false) or the colour rules (true). */
async function check(app: App, page: Page, what: string, looks: Array<[Look, boolean]>): Promise<void> {
  for (const [look, colours] of looks) {
    await show(page, look);
    await app.expectAccessible(`${what} (${named(look)})`, { colours });
    current.set(page, look);
  }
}

/**
 * axe on what the page shows now, in the four looks: every rule once per width, the colour rules in the other theme
 * (the rest does not change with it). 0 serious or critical findings in each.
 */
export async function expectAccessibleInEveryLook(app: App, page: Page, what: string): Promise<void> {
  const look = current.get(page) ?? { width: 1280, scheme: 'light' };
  const turned = { width: otherWidth(look.width), scheme: otherScheme(look.scheme) };
  await check(app, page, what, [
    [look, false],
    [{ width: look.width, scheme: turned.scheme }, true],
    [turned, false],
    [{ width: turned.width, scheme: look.scheme }, true],
  ]);
}

/** The same at one width only (what exists at that width alone: the phone's menu drawer). */
export async function expectAccessibleInBothThemes(app: App, page: Page, what: string, width: Look['width']): Promise<void> {
  const { scheme } = current.get(page) ?? { scheme: 'light' };
  await check(app, page, what, [[{ width, scheme }, false], [{ width, scheme: otherScheme(scheme) }, true]]);
}

/** A move within the app to `path` (as a menu link makes it), until its page shows its title and its content. */
export async function visit(app: App, page: Page, path: string, title: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await app.expectPath(path);
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
  await expect(page.locator('#conteudo .page-spinner')).toHaveCount(0);
}
