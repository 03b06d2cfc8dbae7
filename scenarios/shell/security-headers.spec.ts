/**
 * The UI as a router must serve it (emulator/src/static.ts): every answer refuses framing (X-Frame-Options DENY, CSP
 * frame-ancestors 'none'), forbids sniffing (nosniff), keeps the referrer to the router (same-origin), and the UI
 * runs under a CSP with script-src 'self' — walked here page by page with no violation reported, the hand-over from
 * a mesh agent to its controller (a POST to another loopback origin) included.
 *
 * needs 'control' for the headers themselves: on a bench the UI is served by hil/'s proxy, not by the router, so its
 * headers are not the ones under test there. The walk under the policy runs on a bench too: the proxy serves the same
 * headers (hil/src/static.ts, UI_HEADERS), and what it checks there is the UI itself — no violation with a real
 * router's answers on its pages.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page, Response } from '@playwright/test';
import { expect, scenario, test } from '../dsl';
import { card, dashboardLoaded } from '../dashboard/world';

/** The CSP's directives by name, each with its sources. */
function directives(csp: string | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (csp ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), sources);
  }
  return map;
}

/** The headers every answer of the UI carries. */
async function expectUiHeaders(response: Response | null, what: string): Promise<void> {
  expect(response, what).not.toBeNull();
  const headers = await response!.allHeaders();
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('same-origin');
  const csp = directives(headers['content-security-policy']);
  expect(csp.get('script-src'), what).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(csp.get('default-src'), what).toEqual(["'self'"]);
  expect(csp.get('object-src'), what).toEqual(["'none'"]);
  expect([...csp.values()].flat(), what).not.toContain("'unsafe-inline'");
  expect([...csp.values()].flat(), what).not.toContain("'unsafe-eval'");
}

/**
 * Every CSP violation the page meets from now on, in any of its documents: the `securitypolicyviolation` event (added
 * before any script of the page runs) and Chrome's console message ('Refused to … Content Security Policy …').
 */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) seen.push(`console: ${m.text()}`);
  });
  await page.exposeFunction('__cspViolation', (report: string) => seen.push(`event: ${report}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __cspViolation: (r: string) => void }).__cspViolation;
      void report(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  return seen;
}

/** The UI's own documents, scripts and stylesheets answered while the page is open (not the API's answers). */
function watchUiAnswers(page: Page, origin: string): Response[] {
  const answers: Response[] = [];
  page.on('response', (r) => {
    const url = new URL(r.url());
    if (url.origin === origin && ['document', 'script', 'stylesheet'].includes(r.request().resourceType())) answers.push(r);
  });
  return answers;
}

test('a interface roda sob a política de segurança: cabeçalhos no /login e nenhuma violação pelas páginas', scenario({
  device: { profile: 'demo' },
  needs: ['clock'],
  // the dashboard's polls for 30 s
  realTime: '30s',
  effects: ['session'],
  tags: ['@shell'],
}), async ({ app, page, clock, target }) => {
  const violations = await watchViolations(page);
  const answers = watchUiAnswers(page, new URL(target.baseURL).origin);

  // /login: the page's headers, and its form shows (its modules and stylesheet loaded under them)
  await expectUiHeaders(await page.goto('/login'), 'GET /login');
  await expect(page.getByLabel('Usuário')).toBeVisible();
  await app.login();
  await app.expectPath('/');
  await dashboardLoaded(page);
  // the dashboard's polls (status, mesh, traffic…) go out on the virtual clock and their answers show
  await clock.advance('30s');
  await expect(card(page, 'Internet')).toContainText('Ativa');

  // a network page, opened as a page load (index.html, its module preloads)…
  await page.goto('/network/wifi');
  await app.expectHeading('Wi-Fi');
  await expect(page.getByRole('list', { name: 'Redes Wi-Fi' }).getByRole('listitem').first()).toBeVisible();
  // …and the next ones through the UI (lazy chunks and their stylesheets loaded by the page's own script)
  await app.follow('Configurações de rádio');
  await app.expectPath('/network/wifi/radio');
  await app.expectHeading('Configurações de rádio');
  const menu = await app.menu();
  await menu.getByRole('link', { name: 'Data e hora', exact: true }).click();
  await app.expectPath('/system/datetime');
  await app.expectHeading('Data e hora');
  await (await app.menu()).getByRole('link', { name: 'Reiniciar', exact: true }).click();
  await app.expectPath('/system/reboot');
  // a dialog (its focus trap, its backdrop)
  await app.press('Reiniciar agora');
  await expect(app.dialog('Reiniciar o roteador')).toContainText('Deseja reiniciar o roteador agora?');
  await app.press('Cancelar');
  await expect(app.dialog()).toHaveCount(0);
  await (await app.menu()).getByRole('link', { name: 'Dashboard', exact: true }).click();
  await app.expectPath('/');
  await expect(card(page, 'Internet')).toContainText('Ativa');

  expect(violations).toEqual([]);
  // every document, module and stylesheet of the walk came with the headers
  expect(answers.length).toBeGreaterThan(5);
  for (const r of answers) await expectUiHeaders(r, `${r.request().resourceType()} ${new URL(r.url()).pathname}`);

  // the watch is not blind, and the policy is enforced: an inline script is refused and reported
  await page.evaluate(() => {
    const inline = document.createElement('script');
    inline.textContent = 'window.__inlineRan = true';
    document.head.append(inline);
  });
  await expect.poll(() => violations.some((v) => /^event: script-src(-elem)? blocked inline/.test(v))).toBe(true);
  expect(await page.evaluate(() => '__inlineRan' in window)).toBe(false);
});

test('a interface por HTTPS traz os mesmos cabeçalhos e mostra o login sem violação', scenario({
  device: { profile: 'demo' },
  needs: ['control'],
  tags: ['@shell'],
}), async ({ page, target }) => {
  const violations = await watchViolations(page);
  const httpsURL = target.httpsURL!;
  expect(httpsURL).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
  await expectUiHeaders(await page.goto(`${httpsURL}/login`), 'GET https /login');
  await expect(page.getByLabel('Usuário')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('outro site não consegue pôr a interface numa moldura (iframe): o login nunca aparece nela', scenario({
  device: { profile: 'demo' },
  needs: ['control'],
  tags: ['@shell'],
}), async ({ page, target }) => {
  // Another site frames the UI's login: a page of its own on loopback (another port, served below). Not a page.route
  // of a made-up address: Chromium keeps a page of no known address from loading a local one at all
  // (ERR_BLOCKED_BY_LOCAL_NETWORK_ACCESS_CHECKS), which would hide whether the headers refuse the frame.
  const login = `${target.baseURL}/login`;
  // Beside it, as a control, the same login with the two framing headers taken off (the browser answers it from the
  // UI's own answer): a frame of the UI does render on that site when the headers allow it.
  const control = `${login}?controle`;
  await page.route((url) => url.href === control, async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers['x-frame-options'];
    delete headers['content-security-policy'];
    await route.fulfill({ response, headers });
  });
  // the page itself never loads the login: only the frame does
  const framedAnswer = page.waitForResponse((r) => r.url() === login);
  const refused = page.waitForEvent('requestfailed', (r) => r.url() === login);
  // (awaited below; a scenario failing before then ends with its own error, not these waits')
  framedAnswer.catch(() => {});
  refused.catch(() => {});

  await withSite(siteFraming(login, control), async (site) => {
    await page.goto(site);
    await expect(page.frameLocator('iframe[name=controle]').getByLabel('Usuário')).toBeVisible();
    // the UI answered the frame's request, with its headers…
    const answer = await framedAnswer;
    expect(answer.status()).toBe(200);
    await expectUiHeaders(answer, 'GET /login em moldura');
    // …which the browser refused to show for them…
    expect((await refused).failure()?.errorText).toBe('net::ERR_BLOCKED_BY_RESPONSE');
    // …the frame finished loading (its load event) with the browser's error page in the UI's place
    await expect(page.locator('body')).toHaveAttribute('data-ui', 'carregado');
    expect(page.frame({ name: 'ui' })!.url()).toMatch(/^chrome-error:/);
    await expect(page.frameLocator('iframe[name=ui]').getByLabel('Usuário')).toHaveCount(0);
    await expect(page.frameLocator('iframe[name=ui]').locator('#root')).toHaveCount(0);
  });
});

/** The other site's page: the UI's login in a frame, and the control beside it. */
function siteFraming(login: string, control: string): string {
  return `<!doctype html><meta charset="utf-8"><title>outro site</title>
<iframe name="ui" src="${login}" onload="document.body.dataset.ui = 'carregado'"></iframe>
<iframe name="controle" src="${control}"></iframe>`;
}

/** Serves `html` at http://127.0.0.1:<a free port>/ while `body` runs (loopback only). */
async function withSite(html: string, body: (url: string) => Promise<void>): Promise<void> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await body(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

test('aberto num nó secundário, a passagem para o principal acontece sob a política, sem violação', scenario({
  device: { profile: 'demo', mesh: { agents: 2 } },
  needs: ['mesh', 'control'],
  effects: ['session'],
  tags: ['@shell', '@mesh'],
}), async ({ app, page, router, target }) => {
  const violations = await watchViolations(page);
  const agent = (await router.easymesh()).nodes.find((n) => !n.isRoot)!;
  const controllerOrigin = new URL(target.baseURL).origin;
  const agentOrigin = controllerOrigin.replace('127.0.0.1', `127.0.0.${agent.ip.split('.').at(-1)}`);

  // the agent's UI comes with the same headers
  await expectUiHeaders(await page.goto(`${agentOrigin}/login`), `GET ${agentOrigin}/login`);
  await app.login();
  // its page POSTs the login to the controller (another origin: connect-src) and takes the owner there; a policy
  // that refused the POST would leave the owner on the agent: the violations say why
  await page.waitForURL((url) => url.origin === controllerOrigin && url.pathname === '/', { timeout: 20_000 }).catch((e: Error) => {
    throw new Error(`${e.message}\nviolações: ${violations.join('\n') || 'nenhuma'}`);
  });
  await dashboardLoaded(page);
  await expect(card(page, 'Rede inMesh')).toBeVisible();
  expect(violations).toEqual([]);
});
