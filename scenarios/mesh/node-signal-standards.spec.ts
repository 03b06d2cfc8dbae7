/** A node's signal grades (-66 / -77 dBm, -1 wired) and the Wi-Fi standard from ieee_std (spec 1 §2.8, §9). */
import { expect, scenario, test } from '../dsl';
import { managedAgent, row } from './mesh-control';

test('sinal: bom, moderado a partir de -66, ruim a partir de -77, cabeado com -1', scenario({
  device: { profile: 'demo', mesh: { agents: 2 } },
  needs: ['mesh', 'faults'],
  effects: ['session'],
  tags: ['@mesh'],
}), async ({ app, page, router, emulator }) => {
  // an agent the router lists, its place in the mesh (backhaul, rssi) changed at the front door: the four places of
  // the emulator's agents (5 GHz at -58 and -70, wired, 2.4 GHz at -80), then each boundary
  const node = await managedAgent(router);
  const mesh = await router.easymesh();
  const placed = async (backhaul: number, rssi: number) => {
    const nodes = mesh.nodes.map((n) => (n.mac === node.mac ? { ...n, backhaul, rssi } : n));
    await emulator.clearFaults();
    await emulator.fault({ method: 'GET', path: '/api/v1/easymesh', body: [{ ...mesh, nodes }] });
  };
  await app.signIn();
  const expectations: Array<[number, number, string, string]> = [
    [1, -58, '5 GHz', 'Bom (-58 dBm)'],
    [1, -70, '5 GHz', 'Moderado (-70 dBm)'],
    [3, -1, 'Cabeada', 'Excelente (cabeado)'],
    [2, -80, '2,4 GHz', 'Ruim (-80 dBm)'],
  ];
  for (const [backhaul, rssi, backhaulShown, signal] of expectations) {
    await placed(backhaul, rssi);
    await app.open(`/mesh/${node.mac}`);
    await expect(row(page, 'Conexão com a rede inMesh')).toHaveText(backhaulShown);
    await expect(row(page, 'Sinal')).toHaveText(signal);
  }
  // The boundaries themselves.
  for (const [rssi, signal] of [[-65, 'Bom (-65 dBm)'], [-66, 'Moderado (-66 dBm)'], [-76, 'Moderado (-76 dBm)'], [-77, 'Ruim (-77 dBm)']] as const) {
    await placed(1, rssi);
    await app.open(`/mesh/${node.mac}`);
    await expect(row(page, 'Sinal')).toHaveText(signal);
    expect((await router.easymesh()).nodes.find((n) => n.mac === node.mac)?.rssi).toBe(rssi);
  }
});

test('padrão Wi-Fi de cada rádio pelo ieee_std; desconhecido "Não reconhecido"', scenario({
  device: { profile: 'demo', mesh: { agents: 2 } },
  needs: ['mesh', 'faults'],
  effects: ['session'],
  tags: ['@mesh'],
}), async ({ app, page, router, emulator }) => {
  const local = await router.device();
  const radios = (await router.raw('GET', 'radio')).body as Array<Record<string, unknown>>;
  expect(radios.map((r) => r.frequency)).toEqual(['2.4', '5']);
  await app.signIn();
  const cases: Array<[number, number, string, string]> = [
    [1, 2, '802.11b (Wi-Fi 1)', '802.11a (Wi-Fi 2)'],
    [4, 8, '802.11g (Wi-Fi 3)', '802.11n (Wi-Fi 4)'],
    [16, 32, '802.11ac (Wi-Fi 5)', '802.11ax (Wi-Fi 6)'],
    // only the table's values name a standard: a combination of them, 0 or 64 is unknown
    [1 | 4 | 8 | 32, 64, 'Não reconhecido', 'Não reconhecido'],
    [0, 24, 'Não reconhecido', 'Não reconhecido'],
  ];
  for (const [std24, std5, text24, text5] of cases) {
    await emulator.clearFaults();
    await emulator.fault({
      method: 'GET',
      path: '/api/v1/radio',
      body: [{ ...radios[0], ieee_std: std24 }, { ...radios[1], ieee_std: std5 }],
    });
    await app.open(`/mesh/${local.mac}`);
    await app.press('Informações avançadas');
    await expect(row(page, 'Padrão Wi-Fi 2,4 GHz')).toHaveText(text24);
    await expect(row(page, 'Padrão Wi-Fi 5 GHz')).toHaveText(text5);
  }
});

test('firmware antigo do nó: sem LEDs e sem protocolo, com o conselho de atualizar', scenario({
  device: { profile: 'demo', mesh: { agents: 2 } },
  needs: ['mesh', 'faults'],
  effects: ['session'],
  tags: ['@mesh'],
}), async ({ app, page, router, emulator }) => {
  const node = await managedAgent(router);
  await app.signIn();
  // First visit: the UI holds a session on the node.
  await app.open(`/mesh/${node.mac}`);
  await expect(page.getByRole('switch', { name: 'Status dos LEDs' })).toBeVisible();
  // An older firmware: its device has no LED flag, and it knows no radio resource.
  const oldDevice = {
    id: 0, model: node.model, alias: node.name, fw_version: '1.0.3', show_wizard: false, tr069_enable: false,
    uptime: 3600, mac: node.mac, operationMode: 0,
  };
  await emulator.fault({ method: 'POST', path: '/api/v1/http_request', body: { status: 200, body: oldDevice } });
  await page.reload();
  await expect(row(page, 'Status dos LEDs')).toHaveText('Controle dos leds não disponível. Atualize seu Nó para última versão de firmware.');
  await expect(page.getByRole('switch', { name: 'Status dos LEDs' })).toHaveCount(0);
  await app.press('Informações avançadas');
  await expect(row(page, 'Padrão Wi-Fi')).toHaveText('Informação não disponível. Atualize seu Nó para última versão de firmware.');
});
