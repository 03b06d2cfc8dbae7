/**
 * A slow router (issue 13, reliability): the status, the mesh and the WAN answer after 15 s. The shell shows at once,
 * and a page still loading after 5 s says so and offers to try again — never a bare 'Carregando…' until the client's
 * 20 s timeout; when the answers come, the page is there.
 */
import { API_BASE, easymeshPath, lanPath, pppoePath, RadioList, radioPath, statusPath, timing, WanList, wanPath } from '@roteador/contract';
import { expect, scenario, test } from '../dsl';
import { card, dashboardLoaded } from '../dashboard/world';
import { modeRadio, PAGE as WAN_PAGE, PPPOE_PROBLEM_TITLE, storeStaticWan } from '../network/wan-world';

/** the radio page (spec 2 §4.11) */
const RADIO_PAGE = '/network/wifi/radio';
/** how long the slow router takes to answer */
const SLOW = 15_000;

test('roteador lento: o menu aparece já, e a página que demora diz isso e oferece tentar de novo', scenario({
  device: { profile: 'demo' },
  needs: ['clock', 'faults'],
  realTime: '16s',
  effects: ['session'],
  tags: ['@shell'],
}), async ({ app, page, clock, emulator }) => {
  await app.signIn();
  await dashboardLoaded(page);
  for (const path of ['/api/v1/status', '/api/v1/easymesh', '/api/v1/wan']) {
    await emulator.fault({ method: 'GET', path, delayMs: SLOW, times: 1 });
  }
  await page.reload();
  // the frame at once: the header and the menu, while the status is on its way
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  const slow = page.getByRole('alert').filter({ hasText: 'Está demorando mais que o normal' });
  await expect(slow).toHaveCount(0);
  await clock.advance(timing.wait.slowPage + 1_000);
  await expect(slow).toBeVisible();
  await expect(slow.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  // the answers arrive: the dashboard, without the notice
  await clock.advance(SLOW - timing.wait.slowPage);
  await expect(card(page, 'Internet')).toContainText(/Ativa|Inativa/);
  await expect(slow).toHaveCount(0);
});

test("roteador lento: 'Tentar novamente' pergunta o status de novo, sem esperar a leitura lenta", scenario({
  device: { profile: 'demo' },
  needs: ['clock', 'faults'],
  // the wait until the notice; on a bench the slow read answers 10 s after it, long after the new one
  realTime: '5s',
  effects: ['session'],
  tags: ['@shell'],
}), async ({ app, page, clock, emulator, router }) => {
  await app.signIn();
  await dashboardLoaded(page);
  await emulator.fault({ method: 'GET', path: `${API_BASE}/${statusPath}`, delayMs: SLOW, times: 1 });
  await page.reload();
  const slow = page.getByRole('alert').filter({ hasText: 'Está demorando mais que o normal' });
  await clock.advance(timing.wait.slowPage);
  await expect(slow).toBeVisible();
  // time stands still (on a bench: runs on, the slow read still 10 s away): only a new read of the status can bring
  // the dashboard now (the slow one answers at 15 s)
  await clock.pause();
  await router.clearJournal();
  await slow.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(card(page, 'Internet')).toContainText(/Ativa|Inativa/);
  await expect(slow).toHaveCount(0);
  const statusReads = (await router.journal()).filter((e) => e.method === 'GET' && e.path === `${API_BASE}/${statusPath}`);
  expect(statusReads.map((e) => e.status)).toEqual([200]);
});

/**
 * The Internet page opened by its address while the WAN answers after 15 s: the notice and its 'Tentar novamente'
 * ask the router again (not a reload of the whole page: the router sees only the page's three reads), the new answer
 * shows the stored WAN at once, and the first, slow answer arriving later (an older WAN) changes nothing.
 */
test('roteador lento: a página Internet que demora lê a internet de novo ao tentar; a resposta atrasada não vale', scenario({
  device: { profile: 'demo' },
  needs: ['clock', 'faults'],
  realTime: '16s',
  effects: ['session', 'configuration'],
  tags: ['@shell', '@network'],
}), async ({ app, page, clock, emulator, router }) => {
  await storeStaticWan(router);
  const [stored] = await router.read(wanPath, WanList);
  expect(stored.mode).toBe(1);
  // the slow read brings, late, the WAN as it was before: PPPoE, its session down (no address) — older than what the
  // retry reads; shown, it would raise the page's PPPoE warning
  const before = { ...stored, mode: 2, ip4: '', connection_uptime: 0 };
  await emulator.fault({ method: 'GET', path: `${API_BASE}/${wanPath}`, delayMs: SLOW, body: [before] });
  await app.signIn({ at: WAN_PAGE });
  await expect(page.getByRole('tab', { name: 'Internet' })).toBeVisible();
  const slow = page.getByRole('alert').filter({ hasText: 'Está demorando mais que o normal' });
  await expect(slow).toHaveCount(0);
  await clock.advance(timing.wait.slowPage);
  await expect(slow).toBeVisible();
  // the router answers again at once; time stands still while the retry is judged (no poll slips in)
  await emulator.clearFaults();
  await clock.pause();
  await router.clearJournal();
  await slow.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(modeRadio(page, 'Estático')).toBeChecked();
  await expect(page.getByLabel('Endereço IP', { exact: true })).toHaveValue(stored.ip4);
  await expect(slow).toHaveCount(0);
  const pppoeWarning = page.getByRole('alert').filter({ hasText: PPPOE_PROBLEM_TITLE });
  await expect(pppoeWarning).toHaveCount(0);
  // the page's own reads, the WAN's among them, and nothing a reload of the whole page would ask (the status…)
  const asked = (await router.journal()).map((e) => `${e.method} ${e.path}`).sort();
  expect(asked).toEqual([lanPath, pppoePath, wanPath].map((path) => `GET ${API_BASE}/${path}`).sort());
  // the first read's answer arrives: the page keeps the newer one
  await clock.advance(SLOW - timing.wait.slowPage);
  const wanReads = (await router.journal()).filter((e) => e.method === 'GET' && e.path === `${API_BASE}/${wanPath}`);
  expect(wanReads.map((e) => e.status)).toEqual([200, 200]);
  await expect(pppoeWarning).toHaveCount(0);
  await expect(modeRadio(page, 'Estático')).toBeChecked();
  await expect(page.getByLabel('Endereço IP', { exact: true })).toHaveValue(stored.ip4);
});

/**
 * A polled page (the radio page, read with the mesh every 10 s) opened while the radios answer after 15 s: its notice's
 * 'Tentar novamente' asks the radios again at once, not joining the slow read nor reloading the page, and the slow
 * answer, an older channel arriving later, changes nothing (the poll's latest read wins).
 */
test('roteador lento: a página de rádio que demora lê os rádios de novo ao tentar; a resposta atrasada não vale', scenario({
  device: { profile: 'demo' },
  needs: ['clock', 'faults'],
  realTime: '16s',
  effects: ['session'],
  tags: ['@shell', '@network'],
}), async ({ app, page, clock, emulator, router }) => {
  const stored = await router.read(radioPath, RadioList);
  const channel = stored[0].configuredChannel;
  const older = channel === 11 ? 1 : 11;
  await emulator.fault({ method: 'GET', path: `${API_BASE}/${radioPath}`, delayMs: SLOW,
    body: stored.map((r, i) => (i === 0 ? { ...r, configuredChannel: older, channel: older } : r)) });
  await app.signIn({ at: RADIO_PAGE });
  const slow = page.getByRole('alert').filter({ hasText: 'Está demorando mais que o normal' });
  // the owner tries again a little after the notice: the slow answer then comes before the poll's next read
  const tried = timing.wait.slowPage + 2_000;
  await clock.advance(tried);
  await expect(slow).toBeVisible();
  await emulator.clearFaults();
  await clock.pause();
  await router.clearJournal();
  await slow.getByRole('button', { name: 'Tentar novamente' }).click();
  const channel24 = page.getByRole('region', { name: 'Rádio 2,4 GHz' }).getByLabel('Canal', { exact: true });
  await expect(channel24).toHaveValue(String(channel));
  await expect(slow).toHaveCount(0);
  // the poll's own reads (the radios, and the mesh they refresh with), nothing a reload of the page would ask
  const asked = (await router.journal()).map((e) => `${e.method} ${e.path}`).sort();
  expect(asked).toEqual([easymeshPath, radioPath].map((path) => `GET ${API_BASE}/${path}`).sort());
  // the slow read answers (the older channel), before the poll reads again: the page keeps the newer one
  const lateAnswer = SLOW - tried;
  expect(lateAnswer).toBeLessThan(timing.poll.radioAndMesh - 1_000);
  await clock.advance(lateAnswer + 1_000);
  await expect(channel24).toHaveValue(String(channel));
  const radioReads = (await router.journal()).filter((e) => e.method === 'GET' && e.path === `${API_BASE}/${radioPath}`);
  expect(radioReads.map((e) => e.status)).toEqual([200, 200]);
});

/**
 * A menu decided by the device state (/tools: the IoT assistant only where the mesh allows it) opened while the mesh
 * answers after 15 s: its notice's 'Tentar novamente' asks the mesh again at once — not the whole page again — and
 * the menu comes with its IoT entry.
 */
test('roteador lento: o menu de ferramentas que espera a mesh lê a mesh de novo ao tentar, sem recarregar a página', scenario({
  device: { profile: 'demo' },
  needs: ['clock', 'faults', 'mesh'],
  realTime: '16s',
  effects: ['session'],
  tags: ['@shell', '@tools'],
}), async ({ app, page, clock, emulator, router }) => {
  await emulator.fault({ method: 'GET', path: `${API_BASE}/${easymeshPath}`, delayMs: SLOW });
  await app.signIn({ at: '/tools' });
  const menu = page.getByRole('navigation', { name: 'Ferramentas' });
  const slow = page.getByRole('alert').filter({ hasText: 'Está demorando mais que o normal' });
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  await expect(menu).toHaveCount(0);
  await clock.advance(timing.wait.slowPage + 1_000);
  await expect(slow).toBeVisible();
  await expect(menu).toHaveCount(0);
  await emulator.clearFaults();
  await clock.pause();
  await router.clearJournal();
  await slow.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(menu.getByRole('link')).toHaveCount(5);
  await expect(menu.getByRole('link', { name: /Assistente IoT/ })).toBeVisible();
  await expect(slow).toHaveCount(0);
  // the mesh is asked again, once; the status is not (a reload of the page would read it anew first). The WAN and
  // the LAN are the IP-conflict check's one read on entering (spec 2 §4.4), made once the device state is known.
  const asked = (await router.journal()).map((e) => `${e.method} ${e.path}`);
  expect(asked.filter((r) => r === `GET ${API_BASE}/${easymeshPath}`)).toHaveLength(1);
  expect(asked).not.toContain(`GET ${API_BASE}/${statusPath}`);
});
