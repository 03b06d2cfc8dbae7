/**
 * /tools/traceroute (spec 3 §3, §4, §5 'Tools', §8, §9): the hops the router answers (the target last; '*' for a
 * probe that got no answer), the IPv6 switch resetting the packet length, every rule of the form and the same values
 * refused by the router, and the §8 error on a failure.
 */
import { rangeMessage, sizeMessage, suspiciousMessage, timing, validationMessages as m } from '@roteador/contract';
import { expect, scenario, test } from '../dsl';
import {
  expectTraceroute,
  hops,
  lastResult,
  lastResults,
  NO_ANSWER,
  PUBLIC_HOST,
  result,
  runLabels,
  runTo,
  runUntil,
  sentRun,
  TRACEROUTE,
  TRACEROUTE_ERROR,
  tracerouteRequest,
} from './tools-world';

const { run: RUN, running: RUNNING } = runLabels.traceroute;
const LENGTH = 'Tamanho do pacote (bytes)';
const { traceroute: limits } = timing.limits;
const bounds = (b: { min: number; max: number }) => rangeMessage(b.min, b.max);

test('o traceroute até um nome público lista os saltos, com o destino por último', scenario({
  device: { profile: 'demo' },
  needs: ['clock'],
  realTime: '60s',
  effects: ['session', 'configuration'],
  tags: ['@tools'],
}), async ({ app, page, router, clock }) => {
  await app.signIn({ at: TRACEROUTE });
  await app.fill('Endereço (host)', PUBLIC_HOST);
  const sent = sentRun(page, 'traceroute');
  await app.press(RUN);
  expect(await sent).toEqual(tracerouteRequest(PUBLIC_HOST));
  await expect(page.getByRole('button', { name: RUN })).toBeDisabled();
  await runUntil(page, clock, RUNNING, () => result(page).isVisible());

  const answer = await lastResult(router, 'traceroute');
  expect(answer.host).toBe(PUBLIC_HOST);
  expect(answer.hop_list.length).toBeGreaterThan(1);
  expect(answer.hop_list.at(-1)!.ip).toBe(answer.ip);
  await expectTraceroute(page, answer);
  await expect(hops(page).last()).toContainText(answer.ip);
  await app.expectNoText('*');
});

test('sem internet, os saltos depois do gateway aparecem como "*"', scenario({
  device: { profile: 'demo' },
  needs: ['clock'],
  realTime: '60s',
  // on a bench the WAN goes down by the router's `wan` commands (the cable unplugged: the gateway is silent too), and
  // comes back after
  lab: ['wan-link'],
  effects: ['session', 'configuration'],
  tags: ['@tools', '@lab'],
}), async ({ app, page, router, emulator, clock }) => {
  await emulator.internet(false);
  await app.signIn({ at: TRACEROUTE });
  await runTo(app, clock, 'traceroute', PUBLIC_HOST);

  const answer = await lastResult(router, 'traceroute');
  const lost = answer.hop_list.filter((h) => h.ip === '');
  expect(lost.length).toBeGreaterThan(0);
  await expectTraceroute(page, answer);
  // A lost hop: no name, and '*' for each of its three probes.
  const row = hops(page).nth(answer.hop_list.indexOf(lost[0]));
  await expect(row).toHaveText(new RegExp(`^${lost[0].hop}${NO_ANSWER}\\*\\s*\\*\\s*\\*$`));
});

test('o IPv6 leva o tamanho do pacote ao mínimo do modo (38 → 64 e de volta)', scenario({
  device: { profile: 'demo' },
  effects: ['session'],
  tags: ['@tools'],
}), async ({ app, page }) => {
  await app.signIn({ at: TRACEROUTE });
  await app.press('Opções avançadas');
  const length = page.getByLabel(LENGTH, { exact: true });
  await expect(length).toHaveValue(String(limits.packetLen.default));
  await app.check('IPv6');
  await expect(length).toHaveValue(String(limits.packetLen.ipv6Min));
  await app.fill(LENGTH, '1500');
  await app.check('IPv6', false);
  await expect(length).toHaveValue(String(limits.packetLen.min));
  await app.check('IPv6');
  await expect(length).toHaveValue(String(limits.packetLen.ipv6Min));
});

const hosts: Array<[string, string]> = [
  ['', m.required],
  ['café.com.br', m.invalidCharacters],
  ['meu host', m.invalidCharacters],
  ['passwd.exemplo.com', suspiciousMessage('passwd')],
  ['a'.repeat(256), sizeMessage(1, 255)],
];

test('cada regra do traceroute, com "Executar traceroute" desabilitado enquanto houver erro', scenario({
  device: { profile: 'demo' },
  effects: ['session'],
  tags: ['@tools'],
}), async ({ app, page }) => {
  await app.signIn({ at: TRACEROUTE });
  await app.fill('Endereço (host)', PUBLIC_HOST);
  await expect(page.getByRole('button', { name: RUN })).toBeEnabled();
  for (const [value, message] of hosts) await app.expectFieldRule('Endereço (host)', value, message, PUBLIC_HOST, RUN);

  await app.press('Opções avançadas');
  const good: Record<string, string> = {
    [LENGTH]: String(limits.packetLen.default),
    'Limite de saltos': String(limits.hops.default),
    'Tempo limite (s)': String(limits.deadline.default),
    'Primeiro TTL': String(limits.firstTtl.default),
  };
  for (const [label, value] of Object.entries(good)) await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
  const cases: Array<[string, string, string]> = [
    [LENGTH, '', m.required],
    [LENGTH, '37', bounds(limits.packetLen)],
    [LENGTH, '32769', bounds(limits.packetLen)],
    [LENGTH, '4O', m.numeric],
    ['Limite de saltos', '', m.required],
    ['Limite de saltos', '0', bounds(limits.hops)],
    ['Limite de saltos', '256', bounds(limits.hops)],
    ['Tempo limite (s)', '0', bounds(limits.deadline)],
    ['Tempo limite (s)', '61', bounds(limits.deadline)],
    ['Primeiro TTL', '0', bounds(limits.firstTtl)],
    ['Primeiro TTL', '256', bounds(limits.firstTtl)],
  ];
  for (const [label, value, message] of cases) await app.expectFieldRule(label, value, message, good[label], RUN);
  // With IPv6 the minimum is 64.
  await app.check('IPv6');
  await app.expectFieldRule(LENGTH, '63', rangeMessage(limits.packetLen.ipv6Min, limits.packetLen.max), '64', RUN);
});

test('o roteador recusa, com a mesma mensagem, o traceroute que o formulário recusa', scenario({
  device: { profile: 'demo' },
  effects: ['session', 'configuration'],
  tags: ['@tools'],
}), async ({ router }) => {
  const token = await router.login();
  const before = await lastResults(router, 'traceroute');
  const ok = tracerouteRequest(PUBLIC_HOST);
  const cases: Array<[Record<string, unknown>, string]> = [
    ...hosts.map(([host, message]): [Record<string, unknown>, string] => [{ ...ok, host }, message]),
    [{ ...ok, packet_len: 37 }, bounds(limits.packetLen)],
    [{ ...ok, packet_len: 32769 }, bounds(limits.packetLen)],
    [{ ...ok, ip6: true, packet_len: 63 }, rangeMessage(limits.packetLen.ipv6Min, limits.packetLen.max)],
    [{ ...ok, hops_limit: 0 }, bounds(limits.hops)],
    [{ ...ok, hops_limit: 256 }, bounds(limits.hops)],
    [{ ...ok, deadline_seconds: 0 }, bounds(limits.deadline)],
    [{ ...ok, deadline_seconds: 61 }, bounds(limits.deadline)],
    [{ ...ok, first_ttl: 0 }, bounds(limits.firstTtl)],
    [{ ...ok, first_ttl: 256 }, bounds(limits.firstTtl)],
  ];
  for (const [body, message] of cases) {
    const r = await router.raw('POST', 'traceroute', body, token);
    expect(r.status, JSON.stringify(body)).toBe(400);
    expect((r.body as { message: string }).message, JSON.stringify(body)).toBe(message);
  }
  // None of them ran: the router's last result is the one it had.
  expect(await lastResults(router, 'traceroute')).toEqual(before);
});

test('uma falha do roteador mostra o erro do traceroute, e dá para tentar de novo', scenario({
  device: { profile: 'demo' },
  needs: ['faults', 'clock'],
  // runUntil: up to 12 steps of 5 s
  realTime: '60s',
  effects: ['session', 'configuration'],
  tags: ['@tools'],
}), async ({ app, page, emulator, clock }) => {
  await emulator.fault({ method: 'POST', path: '/api/v1/traceroute', status: 500, times: 1 });
  await app.signIn({ at: TRACEROUTE });
  await app.fill('Endereço (host)', PUBLIC_HOST);
  await app.press(RUN);
  await app.expectAlert(TRACEROUTE_ERROR);
  await expect(result(page)).toHaveCount(0);
  // The fault is spent: trying again runs it.
  await page.getByRole('alert').filter({ hasText: TRACEROUTE_ERROR }).getByRole('button', { name: 'Tentar novamente' }).click();
  await runUntil(page, clock, RUNNING, () => result(page).isVisible());
  await app.expectNoText(TRACEROUTE_ERROR);
  await expect(hops(page).first()).toBeVisible();
});
