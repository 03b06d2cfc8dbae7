/**
 * One clock, the router's (DESIGN 'Time'): the owner's phone may be on another day and in another zone than the
 * router. What the UI says about the router — a device in 'Dispositivos Bloqueados', its block card, the parental
 * devices list — is judged on the router's clock (GET datetime), so the screens agree with each other and with what
 * the router does.
 */
import type { Page } from '@playwright/test';
import { timing } from '@roteador/contract';
import { expect, scenario, test } from '../dsl';
import { DEVICES, localWindow, routerClock, row, seen, store, storeSchedule, week } from '../parental/parental-world';
import { card, detail, group, LIST } from './world';

/** The browser: three days and a half past the router, in Kiribati (UTC+14). */
const AHEAD = (3 * 24 + 12) * 3600_000 + 17 * 60_000;
const ZONE = 'Pacific/Kiritimati';

/** The device page's block card: a link in router mode, named by its title, then its value. */
const blockCard = (page: Page) => page.getByRole('main').getByRole('link', { name: /^Bloqueio\b/ });

test.describe(() => {
  test.use({ timezoneId: ZONE });

  test('o navegador noutro dia e fuso: a lista, o dispositivo e o controle parental mostram o estado do roteador', scenario({
    device: { profile: 'demo' },
    needs: ['clock'],
    // the router applying the blocks
    realTime: '3s',
    effects: ['configuration', 'session'],
    tags: ['@devices', '@time'],
  }), async ({ app, page, router, clock }) => {
    const { now, offset } = await routerClock(router);
    const [agoraDevice, depoisDevice] = (await router.connectedDevices())
      .filter((d) => d.signalLevel !== -100 && d.hostname !== '' && !d.node_mac && !d.blocked);
    expect(depoisDevice, 'dois dispositivos conectados com nome').toBeDefined();
    // 'Agora': a window holding the router's now; 'Depois': one holding the browser's now, days later on the router
    const agora = localWindow(now * 1000, offset, 60);
    const depois = localWindow(now * 1000 + AHEAD, offset, 60);
    const a = await storeSchedule(router, 'Agora', week({ [agora.day]: [agora.times] }), offset);
    const b = await storeSchedule(router, 'Depois', week({ [depois.day]: [depois.times] }), offset);
    await store(router, 'scheduled_block', { scheduleid: a.id, target: agoraDevice.mac });
    await store(router, 'scheduled_block', { scheduleid: b.id, target: depoisDevice.mac });
    // the router applies them: it blocks by its own clock (the clocks advance with a page of ours open: the login's)
    await app.open('/login');
    await clock.advance(timing.wait.parentalApply);
    expect((await seen(router, agoraDevice.mac)).blocked).toBe(true);
    expect((await seen(router, depoisDevice.mac)).blocked).toBe(false);

    // the page's clock (installed at the router's now: needs clock) moved to the browser's day
    await page.clock.setSystemTime(now * 1000 + AHEAD);
    await app.signIn({ at: LIST });
    const browser = await page.evaluate(() => ({ now: Date.now(), zone: Intl.DateTimeFormat().resolvedOptions().timeZone }));
    expect(browser.zone).toBe(ZONE);
    expect(browser.now - now * 1000).toBeGreaterThan(3 * 24 * 3600_000);

    // the list, as the router has it
    await expect(card(group(page, 'Dispositivos Bloqueados'), agoraDevice)).toBeVisible();
    await expect(card(group(page, 'Dispositivos Bloqueados'), depoisDevice)).toHaveCount(0);
    await expect(card(page, depoisDevice)).toBeVisible();
    // each device's page agrees with it
    await app.open(detail(agoraDevice.mac));
    await expect(blockCard(page)).toContainText('Ativo');
    await app.open(detail(depoisDevice.mac));
    await expect(blockCard(page)).toContainText('Agendado');
    // and so do parental control's pages
    await app.open(DEVICES);
    await expect(row(page, 'Dispositivos conectados', agoraDevice.mac)).toContainText('Ativo');
    await expect(row(page, 'Dispositivos conectados', depoisDevice.mac)).toContainText('Agendado');
    await app.open(`${DEVICES}/${depoisDevice.mac}`);
    await app.expectText('Situação: Agendado');
    await app.open(`${DEVICES}/${agoraDevice.mac}`);
    await app.expectText('Situação: Ativo');
    // nothing the pages did changed what the router does
    expect((await seen(router, agoraDevice.mac)).blocked).toBe(true);
    expect((await seen(router, depoisDevice.mac)).blocked).toBe(false);
  });
});
