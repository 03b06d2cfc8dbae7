/**
 * The UI verbs of a scenario, in the UI's own words: roles and the visible Portuguese text.
 * Each verb is one `test.step`, so reports and traces read as the scenario does.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { API_BASE, encodeSecret, SessionAnswer, sessionPath, timing } from '@roteador/contract';
import { assert } from 'superstruct';
import type { Clock } from './clock';

/** The router-restart modal (spec 2 §4.7) and the success after applying (§8). */
export const RESTARTING = 'Aguarde! O roteador está reiniciando.';
/** The restart wait after a reboot the owner asked for (spec 1 §8 'Reboot'). */
export const REBOOTING = 'O seu roteador será reiniciado...';
export const APPLIED = 'Configurações aplicadas com sucesso';

/** The session storage keys of the UI (web/src/state/session.ts `storageKeys`), as its login page writes them. */
const SESSION_KEYS = { token: 'token', credentials: 'credentials', keepSession: 'keepSession' } as const;

const step = <T>(title: string, body: () => Promise<T>) => test.step(title, body, { box: true });

export class App {
  constructor(
    readonly page: Page,
    private readonly credentials: () => Promise<{ username: string; password: string }>,
  ) {}

  open(path: string) {
    return step(`abrir ${path}`, async () => {
      await this.page.goto(path);
    });
  }

  /** Logs in through the /login page with the device's credentials (or the given ones). */
  login(opts: { username?: string; password?: string; keep?: boolean } = {}) {
    return step(`entrar${opts.username ? ` como ${opts.username}` : ''}`, async () => {
      const c = await this.credentials();
      if (!/\/login/.test(this.page.url())) await this.page.goto('/login');
      await this.page.getByLabel('Usuário').fill(opts.username ?? c.username);
      await this.page.getByLabel('Senha', { exact: true }).fill(opts.password ?? c.password);
      if (opts.keep !== undefined) await this.page.getByLabel('Manter a sessão ativa').setChecked(opts.keep);
      await this.page.getByRole('button', { name: 'Entrar' }).click();
    });
  }

  /**
   * Lands on the dashboard with a session of the device's credentials, for a scenario that is not about
   * logging in: the session the login page would store is created through the API and put in the tab's
   * session storage, then the dashboard is opened (the login page itself is covered by scenarios/auth).
   * The factory credentials take the login page, whose insecure-credentials dialog is part of that path.
   * `at`: the page to land on instead of the dashboard — one page load instead of two for a scenario about a page.
   */
  signIn(opts: { keep?: boolean; at?: string } = {}) {
    return step(opts.at ? `entrar e abrir ${opts.at}` : 'entrar no painel', async () => {
      const c = await this.credentials();
      if (c.username === 'admin' && c.password === 'admin') {
        await this.page.goto('/login');
        await this.login(opts);
        await this.expectPath('/');
        if (opts.at) await this.page.goto(opts.at);
        return;
      }
      const credentials = { username: encodeSecret(c.username), password: encodeSecret(c.password) };
      const r = await this.page.request.post(`${API_BASE}/${sessionPath}`, { data: credentials });
      const answer: unknown = await r.json();
      if (r.status() !== 200) throw new Error(`POST session → ${r.status()}: ${JSON.stringify(answer)}`);
      assert(answer, SessionAnswer);
      // The session belongs to the tab (sessionStorage) or, kept, to the browser (localStorage): seeded by a script
      // that runs before the app's own in the one document loaded here, then withdrawn (a later 'Sair' and reload
      // must find the storage empty).
      const seed = await this.page.addInitScript(
        ([keys, session]) => {
          const home = session.keep ? localStorage : sessionStorage;
          home.setItem(keys.keepSession, String(session.keep));
          home.setItem(keys.token, session.token);
          home.setItem(keys.credentials, JSON.stringify(session.credentials));
        },
        [SESSION_KEYS, { token: answer.token, credentials, keep: opts.keep ?? false }] as const,
      );
      try {
        await this.page.goto(opts.at ?? '/', { waitUntil: 'commit' });
      } finally {
        await seed.dispose();
      }
      // the shell is entered (its page title), on the dashboard or the page asked for (which may redirect: the
      // scenario says where it expects to be)
      await expect(this.page.locator('#conteudo h1')).toBeVisible();
      if (!opts.at) await this.expectPath('/');
    });
  }

  /** One item of the page's session, wherever it lives (the browser's storage when it was kept, else the tab's). */
  sessionItem(key: 'token' | 'credentials' | 'reloginAt' | 'keepSession'): Promise<string | null> {
    return this.page.evaluate(
      (k) => (localStorage.getItem('keepSession') === 'true' ? localStorage : sessionStorage).getItem(k),
      key,
    );
  }

  fill(label: string, value: string) {
    return step(`preencher "${label}" com "${value}"`, () => this.page.getByLabel(label, { exact: true }).fill(value));
  }

  check(label: string, checked = true) {
    return step(`${checked ? 'marcar' : 'desmarcar'} "${label}"`, () => this.page.getByLabel(label).setChecked(checked));
  }

  press(name: string) {
    return step(`pressionar "${name}"`, () => this.page.getByRole('button', { name, exact: true }).click());
  }

  follow(name: string) {
    return step(`seguir o link "${name}"`, () => this.page.getByRole('link', { name, exact: true }).click());
  }

  /** Presses the confirming button of the open dialog (its text, or the first button that is not a cancel). */
  confirm(name?: string) {
    return step(`confirmar${name ? ` "${name}"` : ''}`, async () => {
      const dialog = this.dialog();
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', name ? { name, exact: true } : { name: /^(?!Cancelar|Agora não|Fechar).+/ }).first().click();
    });
  }

  /** The open dialog (a dialog or an alertdialog), optionally the one with this name. */
  dialog(name?: string | RegExp): Locator {
    const any = this.page.locator('[role=dialog], [role=alertdialog]');
    return name === undefined ? any : any.filter({ has: this.page.getByRole('heading', { name }) });
  }

  /** The address: its path (any query) — or, when `path` has a query, the path with exactly that query. */
  expectPath(path: string | RegExp) {
    return step(`ver o endereço ${path}`, async () => {
      const tail = typeof path === 'string' && path.includes('?') ? '(#.*)?' : '([?#].*)?';
      const re = typeof path === 'string' ? new RegExp(`^https?://[^/]+${escape(path)}${tail}$`) : path;
      await expect(this.page).toHaveURL(re);
      // …and the page on screen is that address's: during a move the address changes before the page does
      // (web/src/app/root-layout.tsx marks the path rendered).
      if (typeof path === 'string') await expect(this.page.locator('html')).toHaveAttribute('data-path', path.replace(/[?#].*$/, ''));
    });
  }

  expectText(text: string | RegExp) {
    return step(`ver "${text}"`, () => expect(this.page.getByText(text).first()).toBeVisible());
  }

  expectNoText(text: string | RegExp) {
    return step(`não ver "${text}"`, () => expect(this.page.getByText(text)).toHaveCount(0));
  }

  expectHeading(name: string | RegExp) {
    return step(`ver o título "${name}"`, () => expect(this.page.getByRole('heading', { name }).first()).toBeVisible());
  }

  /**
   * The router-restart wait of spec 2 §4.7 on the virtual clock: the restart modal shows, then restartInitial (20 s),
   * then restartRetry (5 s) steps (the emulator is down applyRestart, 40 s, after an apply that restarts it), at most
   * up to restartGiveUp, until `until` holds — a dialog's name (default: the
   * §8 success), or a check of the scenario's own. Fails if it never does. `modal`: the wait's title (REBOOTING after
   * a reboot).
   */
  waitForRestart(clock: Clock, until: string | (() => Promise<boolean>) = APPLIED, modal = RESTARTING) {
    return step(`esperar o roteador reiniciar${typeof until === 'string' ? ` até "${until}"` : ''}`, async () => {
      await expect(this.dialog(modal)).toBeVisible();
      const done = typeof until === 'string' ? () => this.dialog(until).isVisible() : until;
      const { restartInitial, restartRetry, restartGiveUp } = timing.wait;
      await clock.advance(restartInitial);
      const steps = Math.floor((restartGiveUp - restartInitial) / restartRetry);
      for (let i = 0; i < steps && !(await done()); i++) await clock.advance(restartRetry);
      if (typeof until === 'string') await expect(this.dialog(until)).toBeVisible();
      else await expect.poll(until, { message: 'o roteador não voltou a tempo' }).toBe(true);
    });
  }

  /**
   * One validation rule of a form: typing `value` into the field shows `message` and disables the save button;
   * typing `restore` back clears the message and enables it again.
   */
  expectFieldRule(label: string, value: string, message: string, restore: string, save = 'Salvar') {
    return step(`"${label}" = "${value}" mostra "${message}"`, async () => {
      const field = this.page.getByLabel(label, { exact: true });
      const button = this.page.getByRole('button', { name: save, exact: true });
      await field.fill(value);
      await expect(this.page.getByText(message, { exact: true })).toBeVisible();
      await expect(button).toBeDisabled();
      await field.fill(restore);
      await expect(this.page.getByText(message, { exact: true })).toHaveCount(0);
      await expect(button).toBeEnabled();
    });
  }

  /** A field shows this message: marked invalid, the message part of its description (what assistive technology reads). */
  expectFieldError(label: string, message: string) {
    return step(`"${label}" mostra "${message}"`, async () => {
      const field = this.page.getByLabel(label, { exact: true });
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(new RegExp(escape(message)));
    });
  }

  /** A field is not marked invalid. */
  expectFieldValid(label: string) {
    return step(`"${label}" sem erro`, () =>
      expect(this.page.getByLabel(label, { exact: true })).not.toHaveAttribute('aria-invalid', 'true'),
    );
  }

  expectAlert(text: string | RegExp) {
    return step(`ver o aviso "${text}"`, () =>
      expect(this.page.getByRole('alert').filter({ hasText: text }).first()).toBeVisible(),
    );
  }

  /** The owner switches to another tab (true) or back (false): the page sees visibilitychange. */
  setHidden(hidden: boolean) {
    return step(hidden ? 'ocultar a aba' : 'voltar à aba', () =>
      this.page.evaluate((h) => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (h ? 'hidden' : 'visible') });
        Object.defineProperty(document, 'hidden', { configurable: true, get: () => h });
        document.dispatchEvent(new Event('visibilitychange'));
      }, hidden),
    );
  }

  /** Opens the side menu when it is a drawer (phone), and returns its navigation. */
  async menu(): Promise<Locator> {
    return step('abrir o menu', async () => {
      const opener = this.page.getByRole('button', { name: 'Abrir menu' });
      if (await opener.isVisible()) await opener.click();
      const nav = this.page.getByRole('navigation', { name: 'Menu principal' });
      await expect(nav).toBeVisible();
      // Its entries depend on the device state: wait until it is read.
      await expect(nav).toHaveAttribute('aria-busy', 'false');
      return nav;
    });
  }

  /** The hrefs of every menu entry, in order. */
  async menuLinks(): Promise<string[]> {
    const nav = await this.menu();
    return nav.getByRole('link').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  }

  /**
   * axe-core's WCAG 2.1 A and AA rules on what the page shows now, its open dialog included: no serious or critical
   * finding (DESIGN.md, "Everyone"). Run once the content it is about is on screen; it first lets the finite
   * animations end (a dialog fading in, the drawer sliding, colours changing with the theme), whose colours in between
   * are no one's. `colours`: only the rules a colour scheme changes (contrast), for a theme whose page was checked
   * whole in the other one.
   */
  expectAccessible(what = 'a página', { colours = false }: { colours?: boolean } = {}) {
    return step(`${what}: sem falhas graves de acessibilidade (axe${colours ? ', cores' : ''})`, async () => {
      await this.page.evaluate(settled);
      // @axe-core/playwright's engine, put in the page once per document (its AxeBuilder injects it on every call:
      // ~0.5 s each, for a suite that checks hundreds of screens), and run as its single-frame mode runs it
      if (!(await this.page.evaluate(() => 'axe' in window))) await this.page.evaluate(axeSource());
      const findings = await this.page.evaluate(runAxe, colours ? { rules: COLOUR_RULES } : { tags: WCAG_21_AA });
      expect(findings, `axe em ${this.page.url()}`).toEqual([]);
    });
  }
}

/** The axe-core tags of WCAG 2.1 levels A and AA, and its rules that a colour scheme changes. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

let axeScript: string | undefined;
/** The axe-core that @axe-core/playwright runs (its own dependency, whatever version it pins). */
function axeSource(): string {
  const fromPlugin = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
  return (axeScript ??= readFileSync(fromPlugin.resolve('axe-core/axe.min.js'), 'utf8'));
}

/**
 * In the page: until no finite animation runs. A transition ending can start others (an inherited colour reaches a
 * child that has its own transition), so the page is asked again until it has none: each round waits for real ones.
 */
async function settled(): Promise<void> {
  const running = () => document.getAnimations()
    .filter((a) => a.playState !== 'finished' && Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity));
  for (let now = running(); now.length > 0; now = running()) {
    await Promise.all(now.map((a) => a.finished.catch(() => undefined)));
  }
}

/** In the page: axe's serious and critical findings, one line each (rule, impact, element, what fails). */
async function runAxe(only: { rules: string[] } | { tags: string[] }): Promise<string[]> {
  const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeRun> } }).axe;
  const runOnly = 'rules' in only ? { type: 'rule', values: only.rules } : { type: 'tag', values: only.tags };
  const { violations } = await axe.run(document, { runOnly, resultTypes: ['violations'] });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}) ${n.target.join(' ')}: ${(n.failureSummary ?? v.help).replace(/\s+/g, ' ')}`));
}

interface AxeRun {
  violations: Array<{ id: string; impact?: string | null; help: string; nodes: Array<{ target: string[]; failureSummary?: string }> }>;
}

/** The value (dd) beside a label (dt) of a details list within `scope`: the label matched whole, as written. */
export function termValue(scope: Page | Locator, label: string): Locator {
  return scope.getByRole('term').filter({ hasText: new RegExp(`^${escape(label)}$`) }).locator('xpath=following-sibling::dd[1]');
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
