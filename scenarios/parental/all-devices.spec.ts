/**
 * /parental-control/devices/all (spec 3 §2, §5, §8): the four tabs; scheduled blocks ('Bloqueios agendados': MAC,
 * Agenda, Status) added with the schedule and device selects, an identical rule refused in the form and by the
 * service; fixed blocks; the bandwidth rules in Mbps with the sliders; the blocks' load and write errors.
 */
import { timing, validationMessages as m } from '@roteador/contract';
import { expect, scenario, test } from '../dsl';
import { aDevice, ALL, chooseDevice, DEVICES, expectRefused, row, store, storeSchedule, week } from './parental-world';

test('o menu, a lista de dispositivos e as quatro abas de todos os dispositivos', scenario({
  device: { profile: 'demo' },
  effects: ['session'],
  tags: ['@parental'],
}), async ({ app, page, router }) => {
  const device = await aDevice(router);
  await app.signIn({ at: '/parental-control' });
  await page.locator('#conteudo').getByRole('link', { name: /^Bloqueio de dispositivos/ }).click();
  await app.expectPath(DEVICES);
  await expect(row(page, 'Dispositivos conectados', device.mac)).toContainText('Inativo');
  await app.follow('Todos os dispositivos');
  await app.expectPath(ALL);
  for (const [tab, title] of [
    ['BLOQUEIOS FIXOS', 'Bloqueios fixos'],
    ['BLOQUEIOS AGENDADOS', 'Bloqueios agendados'],
    ['CONTROLE DE BANDA', 'Regras de Controle de Banda'],
    ['FILTROS DE URL', 'Filtros de URL'],
  ]) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await app.expectHeading(title);
  }
  // the schedule select's '+' leads to the schedules
  await page.getByRole('tab', { name: 'BLOQUEIOS AGENDADOS' }).click();
  await app.press('Adicionar bloqueio');
  await page.getByRole('link', { name: 'Criar agenda de bloqueio' }).click();
  await app.expectPath('/parental-control/schedule');
});

test('bloqueio agendado pela aba: agenda e dispositivo escolhidos, Em andamento e depois Ativo; regra idêntica recusada', scenario({
  device: { profile: 'demo' },
  needs: ['clock'],
  realTime: '30s',
  effects: ['session', 'configuration'],
  tags: ['@parental'],
}), async ({ app, page, router, clock }) => {
  const device = await aDevice(router);
  const s = await storeSchedule(router, 'Noite', week({ monday: [['20:00', '23:59']] }));
  await app.signIn({ at: `${ALL}?tab=scheduled-block` });
  await app.press('Adicionar bloqueio');
  await page.getByLabel('Agenda', { exact: true }).selectOption({ label: 'Noite' });
  await chooseDevice(page, device);
  await app.press('Salvar');
  await app.confirm('Ok, entendi');
  const item = row(page, 'Bloqueios agendados', device.mac);
  await expect(item).toContainText('Agenda: Noite');
  await expect(item).toContainText('Em andamento');
  await clock.advance(timing.poll.remoteLists);
  await expect(item).toContainText('Ativo');

  await app.press('Adicionar bloqueio');
  await page.getByLabel('Agenda', { exact: true }).selectOption({ label: 'Noite' });
  await chooseDevice(page, device);
  await app.expectText(m.identicalRule);
  await expect(page.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  await expectRefused(router, 'POST', 'scheduled_block', { scheduleid: s.id, target: device.mac.toLowerCase() }, m.identicalRule);
  await expectRefused(router, 'POST', 'scheduled_block', { scheduleid: s.id, target: '' }, m.required);
  await expectRefused(router, 'POST', 'scheduled_block', { scheduleid: s.id, target: 'AA:BB:CC' }, m.invalidMac);
  await expectRefused(router, 'POST', 'block', { target: 'zz' }, m.invalidMac);
});

test('bloqueio fixo pela aba, com MAC digitado em "Outro"; repetido recusado', scenario({
  device: { profile: 'demo' },
  effects: ['session', 'configuration'],
  tags: ['@parental'],
}), async ({ app, page, router }) => {
  const before = await router.fixedBlocks();
  await app.signIn({ at: ALL });
  await app.press('Adicionar bloqueio');
  await chooseDevice(page, 'Outro');
  await app.expectFieldRule('Endereço MAC', 'AA:BB:CC', m.invalidMac, 'AA:BB:CC:00:11:22');
  await app.press('Salvar');
  await app.confirm('Ok, entendi');
  await expect(row(page, 'Bloqueios fixos', 'AA:BB:CC:00:11:22')).toBeVisible();
  expect(await router.fixedBlocks()).toEqual([...before, expect.objectContaining({ type: 0, target: 'aabbcc001122' })]);
  await expectRefused(router, 'POST', 'block', { target: 'AA:BB:CC:00:11:22' }, m.identicalRule);
  await app.press('Adicionar bloqueio');
  await chooseDevice(page, 'Outro');
  await app.fill('Endereço MAC', 'aa:bb:cc:00:11:22');
  await app.expectText(m.identicalRule);
});

test('controle de banda: limitar com os controles deslizantes, a lista em Mbps; regras recusadas pelo roteador', scenario({
  device: { profile: 'demo' },
  effects: ['session', 'configuration'],
  tags: ['@parental'],
}), async ({ app, page, router }) => {
  const device = await aDevice(router);
  const rules = await router.deviceQosRules();
  await app.signIn({ at: `${ALL}?tab=qos` });
  await app.press('Adicionar regra');
  // the MAC: required and valid ('Outro' to type it)
  await chooseDevice(page, 'Outro');
  await app.expectFieldRule('Endereço MAC', 'AA:BB', m.invalidMac, 'AA:BB:CC:00:11:22');
  await app.expectFieldRule('Endereço MAC', '', m.required, 'AA:BB:CC:00:11:22');
  await chooseDevice(page, device);
  await page.getByLabel('Limitar').check();
  await page.getByRole('slider', { name: 'Download' }).fill('35');
  await page.getByRole('slider', { name: 'Upload' }).fill('10');
  await app.expectText('Download: 35 % (35,00 Mbps)');
  await app.press('Salvar');
  await app.confirm('Ok, entendi');
  const item = row(page, 'Regras de Controle de Banda', device.mac);
  await expect(item).toContainText('Download: 35,00 Mbps · Upload: 5,00 Mbps');
  expect(await router.deviceQosRules()).toEqual([
    ...rules,
    expect.objectContaining({ mode: 'limit', target: device.mac, type: 2, download: 35000, upload: 5000 }),
  ]);
  const token = await router.login();
  for (const [body, message] of [
    [{ enabled: true, mode: 'limit', name: 'x', target: '', type: 2, download: 0, upload: 0 }, m.required],
    [{ enabled: true, mode: 'limit', name: 'x', target: 'AA', type: 2, download: 0, upload: 0 }, m.invalidMac],
    [{ enabled: true, mode: 'limit', name: 'x', target: device.mac, type: 2, download: 0, upload: 0 }, m.identicalRule],
  ] as const) {
    const before = await router.deviceQosRules();
    const r = await router.raw('POST', 'qos_rule', body, token);
    expect(r.status).toBe(400);
    expect((r.body as { message: string }).message).toBe(message);
    expect(await router.deviceQosRules()).toEqual(before);
  }
});

test('os bloqueios não carregam, e falha ao criar o bloqueio agendado: as mensagens do §8', scenario({
  device: { profile: 'demo' },
  needs: ['faults'],
  effects: ['session', 'configuration'],
  tags: ['@parental'],
}), async ({ app, page, router, emulator }) => {
  const device = await aDevice(router);
  await storeSchedule(router, 'Noite', week({ monday: [['20:00', '23:59']] }));
  await emulator.fault({ method: 'GET', path: '/cloud/parental/*', status: 500, times: 2 });
  await app.signIn({ at: `${ALL}?tab=scheduled-block` });
  await app.expectAlert('Erro ao carregar bloqueios. Verifique sua conexão com a internet ou tente novamente em instantes.');
  await app.press('Tentar novamente');
  await expect(page.getByRole('heading', { name: 'Bloqueios agendados' })).toBeVisible();

  await emulator.fault({ method: 'POST', path: '/cloud/parental/*', status: 500, times: 1 });
  await app.press('Adicionar bloqueio');
  await page.getByLabel('Agenda', { exact: true }).selectOption({ label: 'Noite' });
  await chooseDevice(page, device);
  await app.press('Salvar');
  await expect(app.dialog('Erro')).toContainText('Ocorreu um erro ao tentar criar o bloqueio agendado.');
  await app.confirm('Ok, entendi');
  expect(await router.scheduledBlocks()).toEqual([]);
});

test('sem internet o serviço não responde: a mensagem e "Tentar novamente" depois que ela volta', scenario({
  device: { profile: 'demo' },
  // on a bench the lab unplugs the WAN cable (its `wan` driver), and plugs it back
  lab: ['wan-link'],
  effects: ['session', 'configuration'],
  tags: ['@parental'],
}), async ({ app, page, router, emulator }) => {
  await store(router, 'block', { target: 'AA:BB:CC:00:11:22' });
  await emulator.internet(false);
  await app.signIn({ at: ALL });
  await app.expectAlert('Erro ao carregar bloqueios. Verifique sua conexão com a internet ou tente novamente em instantes.');
  await emulator.internet(true);
  await app.press('Tentar novamente');
  await expect(row(page, 'Bloqueios fixos', 'AA:BB:CC:00:11:22')).toBeVisible();
});
