/**
 * 'Os endereços DNS não podem ser repetidos' (spec 2 §5.3, §5.8) is a rule between the DNS fields: a DNS 1 typed
 * equal to a DNS 2 the page came with shows the message under DNS 2 at once, though DNS 2 was never touched, and
 * 'Salvar' stays disabled; the router refuses the same pair.
 */
import { DhcpServerList, dhcpServerPath, validationMessages as m } from '@roteador/contract';
import { expect, scenario, test } from '../dsl';
import { PAGE as WAN, saveButton, storedWan } from './wan-world';

test('internet: um DNS 1 igual ao DNS 2 já preenchido mostra "repetidos" no DNS 2 sem que ele seja tocado', scenario({
  device: { profile: 'demo' },
  effects: ['session', 'configuration'],
  tags: ['@network'],
}), async ({ app, page, router }) => {
  const before = await storedWan(router);
  const dns2 = before.wan.dns_v4.dns2;
  expect(dns2, 'o DNS 2 vem preenchido').not.toBe('');
  await app.signIn({ at: WAN });
  await page.getByRole('switch', { name: 'DNS automático' }).uncheck();
  await expect(page.getByLabel('DNS 2', { exact: true })).toHaveValue(dns2);
  await app.fill('DNS 1', dns2);
  await app.expectFieldError('DNS 2', m.dnsRepeated);
  await expect(saveButton(page)).toBeDisabled();
  await app.fill('DNS 1', '1.1.1.1');
  await app.expectFieldValid('DNS 2');
  await expect(saveButton(page)).toBeEnabled();

  const refused = await router.raw('PUT', 'wan/0', { dns_v4: { ...before.wan.dns_v4, automatic: false, dns1: dns2 } }, await router.login());
  expect(refused.body).toEqual({ status: 'error', message: m.dnsRepeated, field: 'dns_v4.dns2' });
  expect((await storedWan(router)).wan).toEqual(before.wan);
});

test('LAN: um DNS primário igual ao DNS secundário já preenchido mostra "repetidos" no secundário sem que ele seja tocado', scenario({
  device: { profile: 'demo' },
  effects: ['session', 'configuration'],
  tags: ['@network'],
}), async ({ app, page, router }) => {
  const [dhcp] = await router.read(dhcpServerPath, DhcpServerList);
  const token = await router.login();
  expect((await router.raw('PUT', `${dhcpServerPath}/${dhcp.interface}`, { dns2: '8.8.8.8' }, token)).status).toBe(200);
  await app.signIn({ at: '/network/lan' });
  await expect(page.getByLabel('DNS secundário (opcional)', { exact: true })).toHaveValue('8.8.8.8');
  await app.fill('DNS primário', '8.8.8.8');
  await app.expectFieldError('DNS secundário (opcional)', m.dnsRepeated);
  await expect(page.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  await app.fill('DNS primário', dhcp.dns1);
  await app.expectFieldValid('DNS secundário (opcional)');

  const refused = await router.raw('PUT', `${dhcpServerPath}/${dhcp.interface}`, { dns1: '8.8.8.8' }, token);
  expect(refused.body).toEqual({ status: 'error', message: m.dnsRepeated, field: 'dns2' });
  expect((await router.read(dhcpServerPath, DhcpServerList))[0]).toEqual({ ...dhcp, dns2: '8.8.8.8' });
});
