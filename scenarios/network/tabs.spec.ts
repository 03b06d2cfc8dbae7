/** The network page's tabs and their visibility per operation mode and mesh role (spec 2 §2.2). */
import { writeRefusedMessages } from '@roteador/contract';
import { expect, scenario, test, type LabNeed, type Need, type Profile } from '../dsl';
import { storedWan } from './wan-world';

// Written out from the spec's list, not from the UI's own rule. The demo profile is a router (mode 0), principal of
// its mesh: a bench router with mesh stands for it, and in another mode once the lab switched it there (the mode
// through the router's API: lab operation-mode; a repeater's mesh goes off with the mode, spec 2 §4.5); any other
// profile is the emulator's to make (control).
const cases: Array<{ name: string; profile: Profile; mode: number; needs: Need[]; lab?: LabNeed[]; open: string; tabs: string[] }> = [
  { name: 'roteador (modo 0) com mesh', profile: 'demo', mode: 0, needs: ['mesh'], open: '/network/wifi', tabs: ['WI-FI', 'INTERNET', 'LAN', 'IPV6', 'INMESH'] },
  // the demo's mode is router (0); a bench: the inventory's W4-300F, a model without mesh (no capability `mesh`)
  { name: 'roteador sem mesh (W4-300F)', profile: { base: 'demo', model: 'W4-300F', meshRole: 'none' }, mode: 0, needs: [], open: '/network/wifi', tabs: ['WI-FI', 'INTERNET', 'LAN', 'IPV6'] },
  // the demo's mesh role is principal (controller)
  { name: 'ponto de acesso (modo 1)', profile: { base: 'demo', operationMode: 1 }, mode: 1, needs: ['mesh'], lab: ['operation-mode'], open: '/network/wifi', tabs: ['WI-FI', 'INMESH'] },
  { name: 'repetidor (modo 3)', profile: { base: 'demo', operationMode: 3 }, mode: 3, needs: [], lab: ['operation-mode'], open: '/network/wifi', tabs: ['WI-FI'] },
  { name: 'nó secundário (agente)', profile: { base: 'demo', operationMode: 0, meshRole: 'agent' }, mode: 0, needs: ['control'], open: '/network/mesh', tabs: ['WI-FI', 'INMESH'] },
];

for (const c of cases) {
  test(`abas da página de rede: ${c.name}`, scenario({
    device: { profile: c.profile },
    needs: c.needs,
    ...(c.lab ? { lab: c.lab } : {}),
    // where the WAN tab is hidden the router refuses its write; a router that took it would change its WAN
    effects: c.tabs.includes('INTERNET') ? ['session'] : ['session', 'configuration'],
    tags: ['@network'],
  }), async ({ app, page, router }) => {
    await app.signIn({ at: c.open });
    const tablist = page.getByRole('tablist', { name: 'Configurações de rede' });
    await expect(tablist.getByRole('tab')).toHaveText(c.tabs);
    await expect(tablist.getByRole('tab', { selected: true })).toHaveText(c.open === '/network/mesh' ? 'INMESH' : 'WI-FI');
    // The device is in the mode the tabs reflect.
    expect((await router.status()).operationMode).toBe(c.mode);
    if (c.tabs.includes('INTERNET')) return;
    // A hidden page is a write the router refuses (one access table): the WAN and the LAN stay as they were.
    // as stored: the connection's uptime is a live reading (the clock runs here), not configuration
    const before = await storedWan(router);
    const token = await router.login();
    for (const [path, body] of [['wan/0', { mtu: 1400 }], ['interface/lan', { ip4: '192.168.0.1', netmask: '255.255.255.0' }]] as const) {
      const refused = await router.raw('PUT', path, body, token);
      expect(refused.status, path).toBe(400);
      expect(refused.body).toEqual({ status: 'error', message: writeRefusedMessages.routerMode, field: path.split('/')[0] });
    }
    expect(await storedWan(router)).toEqual(before);
  });
}

test('as abas levam às páginas, e a página LAN leva às reservas de IP', scenario({
  device: { profile: 'demo' },
  effects: ['session'],
  tags: ['@network'],
}), async ({ app, page }) => {
  await app.signIn({ at: '/network/wifi' });
  const tablist = page.getByRole('tablist', { name: 'Configurações de rede' });
  for (const [tab, path] of [['INTERNET', '/network/wan'], ['IPV6', '/network/ipv6'], ['LAN', '/network/lan']] as const) {
    await tablist.getByRole('tab', { name: tab }).click();
    await app.expectPath(path);
    await expect(tablist.getByRole('tab', { selected: true })).toHaveText(tab);
    await app.expectNoText('Em construção');
  }
  // The LAN page is the real one (its address field) and leads to the static leases.
  await expect(page.getByLabel('Endereço IP', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Reserva de endereços IP' }).click();
  await app.expectPath('/network/lan/dhcp-lease');
  await expect(tablist.getByRole('tab', { selected: true })).toHaveText('LAN');
});
