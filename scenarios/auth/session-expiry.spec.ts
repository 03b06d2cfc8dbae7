import { encodeSecret, timing } from '@roteador/contract';
import { expect, scenario, test, type ScenarioFixtures } from '../dsl';

/**
 * The owner, signed in (`keep`: 'Manter a sessão ativa'), leaves the dashboard (its polls would meet the 401 first),
 * the router drops the session meanwhile (on a bench its power is cut and comes back: lab router-power, sessions gone,
 * configuration kept), and the owner comes back to another page: its first call gets 401, the silent login reloads the
 * page, and once it shows again the token is a new one, got with one login. Answers what the router was asked since
 * the owner left.
 */
async function comeBackAfterExpiry(
  { app, emulator, page, router }: Pick<ScenarioFixtures, 'app' | 'emulator' | 'page' | 'router'>,
  keep: boolean,
) {
  await app.signIn({ keep });
  const before = await app.sessionItem('token');
  await page.goto('about:blank');
  await router.clearJournal();
  await emulator.expireSessions();
  await page.goto('/devices');
  await app.expectHeading('Dispositivos');
  await app.expectPath('/devices');
  await expect.poll(() => app.sessionItem('token').catch(() => before)).not.toBe(before);
  const journal = await router.journal();
  expect(journal.filter((e) => e.method === 'POST' && e.path === '/api/v1/session' && e.status === 200)).toHaveLength(1);
  return journal;
}

test('sessão expirada com "Manter a sessão ativa" entra de novo sem pedir nada', scenario({
  device: { profile: 'demo' },
  lab: ['router-power'],
  effects: ['session'],
  tags: ['@auth'],
}), async ({ app, emulator, page, router }) => {
  const journal = await comeBackAfterExpiry({ app, emulator, page, router }, true);
  expect(journal.some((e) => e.status === 401)).toBe(true);
});

test('sessão expirada sem "Manter a sessão ativa" também entra de novo com as credenciais guardadas (spec 1 §4)', scenario({
  device: { profile: 'demo' },
  lab: ['router-power'],
  effects: ['session'],
  tags: ['@auth'],
}), async ({ app, emulator, page, router }) => {
  await comeBackAfterExpiry({ app, emulator, page, router }, false);
  // the session stayed the tab's: nothing in the browser's storage
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
});

test('sessão expirada e as credenciais guardadas não entram mais: vai para login?expired', scenario({
  device: { profile: 'demo' },
  lab: ['router-power'],
  effects: ['session', 'credentials'],
  tags: ['@auth'],
}), async ({ app, emulator, page, router, credentials }) => {
  await app.signIn({ keep: true });
  // the password changes elsewhere (another browser): the stored credentials are refused
  const c = await credentials();
  const changed = await router.raw('PUT', 'user/0', { username: encodeSecret(c.username), password: encodeSecret('Outra#Senha2026') }, await router.login());
  expect(changed.status).toBe(200);
  await page.goto('about:blank');
  await emulator.expireSessions();
  await page.goto('/devices');
  await app.expectPath(/\/login\?expired/);
  await app.expectText('Sua sessão expirou. Realize o login novamente para continuar.');
  expect(await page.evaluate(() => [localStorage.getItem('token'), sessionStorage.getItem('token')])).toEqual([null, null]);
});

test('"Manter a sessão ativa" guarda a sessão no navegador: outra aba (ou o navegador reaberto) já entra; sem ela, não', scenario({
  device: { profile: 'demo' },
  effects: ['session'],
  tags: ['@auth'],
}), async ({ app, page }) => {
  for (const keep of [true, false]) {
    await app.open('/login');
    await app.login({ keep });
    await app.expectPath('/');
    // a new tab of the same browser: the tab's storage is its own, the browser's is shared
    const other = await page.context().newPage();
    await other.goto('/system');
    await expect(other).toHaveURL(keep ? /\/system$/ : /\/login/);
    await other.close();
    await app.menu();
    await app.press('Sair');
    await app.expectPath('/login');
    expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
  }
});

test('token vencido pelo tempo ocioso também leva a novo login silencioso', scenario({
  device: { profile: 'demo' },
  needs: ['clock', 'control'],
  effects: ['session'],
  tags: ['@auth'],
}), async ({ app, emulator, clock, page, router }) => {
  test.slow(); // 11 minutes of virtual time, advanced in steps
  await app.signIn({ keep: true });
  await router.clearJournal();
  // The owner leaves the tab for 11 minutes: the polls stop, and the router drops a token unused for 10.
  await app.setHidden(true);
  await clock.advance(timing.wait.sessionIdle + 60_000);
  await page.goto('/devices');
  await app.expectPath('/devices');
  await expect
    .poll(async () => (await router.journal()).filter((e) => e.path === '/api/v1/session' && e.status === 200).length)
    .toBe(1);
});

/**
 * The owner opens another page while the silent login is still on its way (the router slow to answer it): the page
 * left takes its login along, and the one opened still holds the old token — it meets the same 401 and renews the
 * session itself, instead of starting with no session and sending the owner to the login.
 */
test('sessão expirada: o dono abre outra página enquanto o novo login demora, e entra de novo sem ir ao login', scenario({
  device: { profile: 'demo' },
  needs: ['clock', 'faults'],
  lab: ['router-power'],
  realTime: '10s',
  effects: ['session'],
  tags: ['@auth'],
}), async ({ app, clock, emulator, page, router }) => {
  await app.signIn();
  await app.expectHeading('Dashboard');
  const before = await app.sessionItem('token');
  // the page's next login: the silent one (its own was before)
  const relogin = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/v1/session');
  await emulator.fault({ method: 'POST', path: '/api/v1/session', delayMs: 8_000, times: 1 });
  await emulator.expireSessions();
  await router.clearJournal();
  // the dashboard's mesh poll meets the 401; its silent login goes out, and the router (a bench: its proxy) holds it
  await clock.advance(timing.poll.mesh);
  await relogin;
  // the emulator also shows it held: the request sleeping on its clock (a bench's router has no such view)
  if (!clock.real) await expect.poll(async () => (await emulator.clockState()).sleeping).toBe(1);
  expect((await router.journal()).some((e) => e.status === 401)).toBe(true);
  await app.open('/devices');
  await app.expectHeading('Dispositivos');
  await app.expectPath('/devices');
  await expect.poll(() => app.sessionItem('token').catch(() => before)).not.toBe(before);
  expect(await app.sessionItem('reloginAt')).not.toBeNull();
});
