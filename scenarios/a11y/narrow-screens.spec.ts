/**
 * Details of a narrow screen and a short one (issue 28): at 360 px the NTP server fields show a whole IPv4 address,
 * and an IPv6 address wraps only between its groups (after a ':'); at 1280×800 (and other laptop heights) the side
 * menu shows whole entries, none cut in half where the window ends.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, scenario, test } from '../dsl';

const PHONE = { width: 360, height: 740 };

/** Whether a text field shows its whole value (nothing scrolled out of its box). */
const showsWhole = (field: Locator) => field.evaluate((el: HTMLInputElement) => el.scrollWidth <= el.clientWidth);

/** The text before each line the element's text wraps onto, as the owner sees it laid out. */
function lineStarts(element: Locator): Promise<string[]> {
  return element.evaluate((el) => {
    const chars: Array<{ text: string; top: number }> = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      for (let i = 0; i < node.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        chars.push({ text: node.data[i], top: Math.round(range.getBoundingClientRect().top) });
      }
    }
    const starts: string[] = [];
    for (let i = 1; i < chars.length; i++) {
      if (chars[i].top > chars[i - 1].top) starts.push(chars.slice(0, i).map((c) => c.text).join(''));
    }
    return starts;
  });
}

test('NTP a 360 px: cada servidor mostra o endereço inteiro', scenario({
  device: { profile: 'demo' },
  effects: ['session'],
  tags: ['@a11y', '@system'],
}), async ({ app, page }) => {
  await page.setViewportSize(PHONE);
  await app.signIn({ at: '/system/datetime' });
  for (const label of ['Servidor NTP 1', 'Servidor NTP 2 (opcional)']) {
    const field = page.getByLabel(label, { exact: true });
    await expect(field).not.toHaveValue('');
    expect(await showsWhole(field), `${label}: ${await field.inputValue()}`).toBe(true);
    // the widest an address gets
    await field.fill('255.255.255.255');
    expect(await showsWhole(field), `${label}: 255.255.255.255`).toBe(true);
  }
});

/** Every IPv6 address of `scope` that wraps breaks only after a ':'; at least one wraps (else nothing was shown). */
async function expectWrapsBetweenGroups(page: Page, addresses: Locator) {
  let wrapped = 0;
  for (const address of await addresses.all()) {
    const starts = await lineStarts(address);
    for (const before of starts) expect(before, `${await address.textContent()} quebra depois de "${before}"`).toMatch(/:$/);
    wrapped += starts.length > 0 ? 1 : 0;
  }
  expect(wrapped, 'algum endereço IPv6 quebra em 360 px').toBeGreaterThan(0);
}

test('IPv6 a 360 px: um endereço quebra só entre os grupos, nunca dentro de um', scenario({
  device: { profile: 'demo' },
  // IPv6 on, through the router's API (on a bench the guard turns it back after)
  effects: ['session', 'configuration'],
  tags: ['@a11y', '@devices'],
}), async ({ app, page, router }) => {
  const on = await router.raw('PUT', 'system/0', { ipv6: { enabled: true } }, await router.login());
  expect(on.status, JSON.stringify(on.body)).toBe(200);
  // a device's global address, from its MAC: eight groups, wider than a phone's line
  const device = (await router.connectedDevices()).find((d) => d.signalLevel !== -100 && d.ip6_list.some((a) => !a.startsWith('fe80')))!;
  await page.setViewportSize(PHONE);
  await app.signIn({ at: `/devices/${encodeURIComponent(device.mac)}` });
  const addresses = page.getByRole('definition').filter({ hasText: /^[0-9a-f]*:[0-9a-f:]+$/ });
  await expect(addresses.first()).toBeVisible();
  await expectWrapsBetweenGroups(page, addresses);
});

test('menu a 1280×800: nenhuma entrada cortada ao meio onde a janela termina', scenario({
  device: { profile: 'demo' },
  effects: ['session'],
  tags: ['@a11y', '@shell'],
}), async ({ app, page }) => {
  await app.signIn();
  const nav = await app.menu();
  for (const height of [800, 768, 720]) {
    await page.setViewportSize({ width: 1280, height });
    const cut = await nav.evaluate((n) => {
      const box = n.getBoundingClientRect();
      return Array.from(n.querySelectorAll('a')).filter((a) => {
        const r = a.getBoundingClientRect();
        const shown = Math.min(r.bottom, box.bottom) - Math.max(r.top, box.top);
        return shown > 0 && shown < r.height - 0.5;
      }).map((a) => a.textContent);
    });
    expect(cut, `entradas cortadas a 1280×${height}`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(nav.getByRole('link', { name: 'Site survey' })).toBeInViewport({ ratio: 1 });
});
