/**
 * Every rule of spec 3 §5 'Tools' on the ping form (host; the advanced fields only accept numbers inside §9's
 * bounds), with 'Executar ping' disabled while one is broken, and the same values refused by the router when sent
 * straight to the API (400 with the same message, nothing run).
 */
import { rangeMessage, sizeMessage, suspiciousMessage, timing, validationMessages as m } from '@roteador/contract';
import { expect, scenario, test } from '../dsl';
import { lastResults, PING, pingRequest, PUBLIC_HOST, runLabels } from './tools-world';

const RUN = runLabels.ping.run;
const { ping } = timing.limits;
const bounds = (b: { min: number; max: number }) => rangeMessage(b.min, b.max);

/** Each broken host, with its message. */
const hosts: Array<[string, string]> = [
  ['', m.required],
  ['café.com.br', m.invalidCharacters],
  ['meu host', m.invalidCharacters],
  ['exemplo.com/página', m.invalidCharacters],
  ['reboot.exemplo.com', suspiciousMessage('reboot')],
  ['a'.repeat(256), sizeMessage(1, 255)],
];

test('cada regra do ping, com "Executar ping" desabilitado enquanto houver erro', scenario({
  device: { profile: 'demo' },
  effects: ['session'],
  tags: ['@tools'],
}), async ({ app, page, router }) => {
  await app.signIn({ at: PING });
  await app.fill('Endereço (host)', PUBLIC_HOST);
  await expect(page.getByRole('button', { name: RUN })).toBeEnabled();
  for (const [value, message] of hosts) await app.expectFieldRule('Endereço (host)', value, message, PUBLIC_HOST, RUN);

  // The advanced options, prefilled with §9's defaults, on a numeric keypad.
  await app.press('Opções avançadas');
  const advanced: Array<[string, string]> = [
    ['Tamanho do pacote (bytes)', String(ping.packetSize.default)],
    ['Quantidade de pacotes', String(ping.packets.default)],
    ['Limite de saltos (TTL)', String(ping.hops.default)],
    ['Tempo limite (s)', String(ping.deadline.default)],
  ];
  for (const [label, value] of advanced) {
    await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
    await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('inputmode', 'numeric');
  }
  const cases: Array<[string, string, string]> = [
    ['Tamanho do pacote (bytes)', '3', bounds(ping.packetSize)],
    ['Tamanho do pacote (bytes)', '1025', bounds(ping.packetSize)],
    ['Tamanho do pacote (bytes)', '5a', m.numeric],
    ['Quantidade de pacotes', '51', bounds(ping.packets)],
    ['Quantidade de pacotes', '-1', m.numeric],
    ['Limite de saltos (TTL)', '256', bounds(ping.hops)],
    ['Limite de saltos (TTL)', '1,5', m.numeric],
    ['Tempo limite (s)', '61', bounds(ping.deadline)],
    ['Tempo limite (s)', 'x', m.numeric],
  ];
  const good = Object.fromEntries(advanced);
  for (const [label, value, message] of cases) await app.expectFieldRule(label, value, message, good[label], RUN);
  // Nothing was sent while the form was wrong.
  expect((await router.journal()).filter((e) => e.path === '/api/v1/ping')).toEqual([]);
});

test('o roteador recusa, com a mesma mensagem, o ping que o formulário recusa', scenario({
  device: { profile: 'demo' },
  effects: ['session', 'configuration'],
  tags: ['@tools'],
}), async ({ router }) => {
  const token = await router.login();
  const before = await lastResults(router, 'ping');
  const cases: Array<[Record<string, unknown>, string]> = [
    ...hosts.map(([host, message]): [Record<string, unknown>, string] => [pingRequest(host), message]),
    [pingRequest(PUBLIC_HOST, { packet_size: 3 }), bounds(ping.packetSize)],
    [pingRequest(PUBLIC_HOST, { packet_size: 1025 }), bounds(ping.packetSize)],
    [pingRequest(PUBLIC_HOST, { packets_qty: 51 }), bounds(ping.packets)],
    [pingRequest(PUBLIC_HOST, { hops_limit: 256 }), bounds(ping.hops)],
    [pingRequest(PUBLIC_HOST, { deadline_seconds: 61 }), bounds(ping.deadline)],
  ];
  for (const [body, message] of cases) {
    const r = await router.raw('POST', 'ping', body, token);
    expect(r.status, JSON.stringify(body)).toBe(400);
    expect((r.body as { message: string }).message, JSON.stringify(body)).toBe(message);
  }
  // None of them ran: the router's last result is the one it had.
  expect(await lastResults(router, 'ping')).toEqual(before);
});
