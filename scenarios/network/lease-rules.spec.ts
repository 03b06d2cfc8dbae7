/**
 * Every rule of spec 2 §5.9 on the lease form, and the same values refused by the router when sent
 * straight to the API (400 with the same message), so the UI is not the only guard.
 */
import { sizeMessage, validationMessages as m } from '@roteador/contract';
import { expect, scenario, test } from '../dsl';
import { belowRange, freeAddress, freeClient, LIST, networkPrefix, world } from './lease-world';

test('cada regra da reserva, com "Salvar" desabilitado enquanto houver erro', scenario({
  device: { profile: 'demo' },
  effects: ['session'],
  tags: ['@network'],
}), async ({ app, page, router }) => {
  const w = await world(router);
  const [taken] = w.leases;
  const client = freeClient(w);
  const free = freeAddress(w);
  await app.signIn({ at: `${LIST}/add` });
  const save = page.getByRole('button', { name: 'Salvar' });
  await expect(page.getByLabel('Endereço MAC')).toHaveAttribute('maxlength', '17');

  // A valid start, then one field at a time goes wrong and back.
  await app.fill('Endereço MAC', client.mac);
  await app.fill('Endereço IP', free);
  await expect(save).toBeEnabled();

  const cases: Array<[string, string, string]> = [
    ['Descrição', 'x'.repeat(33), sizeMessage(0, 32)],
    ['Endereço MAC', '', m.required],
    ['Endereço MAC', 'AA:BB:CC', m.invalidMac],
    ['Endereço MAC', 'FF:FF:FF:FF:FF:FF', m.invalidMac],
    ['Endereço MAC', taken.mac.toLowerCase(), m.leaseMacInUse],
    ['Endereço IP', '', m.required],
    ['Endereço IP', networkPrefix(w), m.invalidAddress],
    ['Endereço IP', belowRange(w), m.outsideDhcpRange],
    ['Endereço IP', taken.ip, m.leaseIpInUse],
  ];
  const good: Record<string, string> = { 'Descrição': 'Impressora', 'Endereço MAC': client.mac, 'Endereço IP': free };
  for (const [label, value, message] of cases) await app.expectFieldRule(label, value, message, good[label]);
  // A description may be empty.
  await app.fill('Descrição', '');
  await expect(save).toBeEnabled();
  expect((await world(router)).leases).toEqual(w.leases);
});

test('o roteador recusa, com a mesma mensagem, o que o formulário recusa', scenario({
  device: { profile: 'demo' },
  // refused writes: nothing should be stored
  effects: ['session', 'configuration'],
  tags: ['@network'],
}), async ({ router }) => {
  const w = await world(router);
  const [taken, other] = w.leases;
  const token = await router.login();
  const ok = { description: 'Impressora', mac: freeClient(w).mac, ip: freeAddress(w) };
  const cases: Array<[Record<string, string>, string]> = [
    [{ ...ok, description: 'x'.repeat(33) }, sizeMessage(0, 32)],
    [{ ...ok, mac: '' }, m.required],
    [{ ...ok, mac: 'FF:FF:FF:FF:FF:FF' }, m.invalidMac],
    [{ ...ok, mac: taken.mac }, m.leaseMacInUse],
    [{ ...ok, ip: '' }, m.required],
    [{ ...ok, ip: networkPrefix(w) }, m.invalidAddress],
    [{ ...ok, ip: belowRange(w) }, m.outsideDhcpRange],
    [{ ...ok, ip: taken.ip }, m.leaseIpInUse],
  ];
  for (const [body, message] of cases) {
    const r = await router.raw('POST', 'dhcp_static_lease', body, token);
    expect(r.status, JSON.stringify(body)).toBe(400);
    expect((r.body as { message: string }).message).toBe(message);
  }
  // An edit may keep its own address, not take another lease's.
  const edit = await router.raw('PUT', `dhcp_static_lease/${other.id}`, { ...other, ip: taken.ip }, token);
  expect(edit.status).toBe(400);
  expect((edit.body as { message: string }).message).toBe(m.leaseIpInUse);
  expect((await world(router)).leases).toEqual(w.leases);
});
