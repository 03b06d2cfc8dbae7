/**
 * Denial-of-service protection (spec 3 §2, §3, §4, §5, §9): the save that sends only what changed and what the
 * router then stores; the rule of every count and of the block time in the form ('0 à 9999', 4 digits) and the same
 * value refused by the router; a save and a load that fail.
 */
import { dosFloods, validationMessages as m } from '@roteador/contract';
import { expect, scenario, test } from '../dsl';
import {
  BLOCK_TIME, FLOODS, HIGH, LOAD_ERROR, MASTER, PAGE, PORT_SCAN, SAVE_ERROR, SOURCE_BLOCK, stored, threshold, turn,
} from './dos-world';

const SAVED = 'Configurações salvas com sucesso!';

test('ligar a proteção DoS com inundação SYN, bloqueio e sensibilidade alta: o roteador guarda só isso', scenario({
  device: { profile: 'demo' },
  effects: ['session', 'configuration'],
  tags: ['@security'],
}), async ({ app, page, router }) => {
  const before = await stored(router);
  await app.signIn({ at: PAGE });
  await app.expectHeading('Proteção DoS');
  const save = page.getByRole('button', { name: 'Salvar', exact: true });
  await expect(save).toBeDisabled();
  // while the protection is off the rest shows, disabled
  await expect(page.getByRole('switch', { name: MASTER })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: FLOODS.sysflood_syn })).toBeDisabled();

  await turn(page, MASTER);
  await expect(page.getByRole('switch', { name: FLOODS.sysflood_syn })).toBeEnabled();
  await expect(page.getByLabel(threshold('sysflood_syn'), { exact: true })).toHaveCount(0);
  await turn(page, FLOODS.sysflood_syn);
  await app.fill(threshold('sysflood_syn'), '1500');
  await turn(page, SOURCE_BLOCK);
  await app.fill(BLOCK_TIME, '120');
  await turn(page, PORT_SCAN);
  await page.getByLabel(HIGH, { exact: true }).check();

  const put = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/api/v1/denial_of_service/0'));
  await app.press('Salvar');
  const changes = {
    dos_enabled: true,
    sysflood_syn: true,
    sysflood_syn_count: 1500,
    sourceipblock: true,
    ipblocktime: 120,
    tcpudpportscan: true,
    portscansensi: 1,
  };
  expect((await put).postDataJSON()).toEqual(changes);
  await expect(app.dialog(SAVED)).toBeVisible();
  await app.confirm('Ok, entendi');
  await expect(save).toBeDisabled();
  expect(await stored(router)).toEqual({ ...before, ...changes });

  // read again, the page shows what the router stores
  await page.reload();
  await expect(page.getByRole('switch', { name: MASTER })).toBeChecked();
  await expect(page.getByLabel(threshold('sysflood_syn'), { exact: true })).toHaveValue('1500');
  await expect(page.getByLabel(BLOCK_TIME, { exact: true })).toHaveValue('120');
  await expect(page.getByLabel(HIGH, { exact: true })).toBeChecked();
});

test('limites e tempo de bloqueio: 0 à 9999, obrigatórios e numéricos; o roteador recusa 10000 e -1', scenario({
  device: { profile: 'demo' },
  effects: ['session', 'configuration'],
  tags: ['@security'],
}), async ({ app, page, router }) => {
  const before = await stored(router);
  await app.signIn({ at: PAGE });
  await turn(page, MASTER);
  for (const flood of dosFloods) await turn(page, FLOODS[flood]);
  await turn(page, SOURCE_BLOCK);

  const fields = [...dosFloods.map(threshold), BLOCK_TIME];
  for (const label of fields) {
    const field = page.getByLabel(label, { exact: true });
    // 4 digits at most: a fifth one is not taken
    await field.fill('10000');
    await expect(field).toHaveValue('1000');
    await app.expectFieldRule(label, '', m.required, '300');
    await app.expectFieldRule(label, 'abc', m.numeric, '300');
    // below the range is out of the range, as above it (issue 26)
    await app.expectFieldRule(label, '-1', '0 à 9999', '300');
    // a value past the 4 digits that reaches the field all the same (no length limit) is refused too
    await field.evaluate((input) => input.removeAttribute('maxlength'));
    await app.expectFieldRule(label, '10000', '0 à 9999', '9999');
  }
  expect(await stored(router)).toEqual(before);

  const token = await router.login();
  for (const body of [{ sysflood_syn_count: 10000 }, { ipfloodicmp_count: 10000 }, { ipblocktime: 10000, dos_enabled: true }, { sysflood_syn_count: -1 }, { ipblocktime: -1 }]) {
    const r = await router.raw('PUT', 'denial_of_service/0', body, token);
    expect(r.status, JSON.stringify(body)).toBe(400);
    expect((r.body as { message: string }).message).toBe('0 à 9999');
  }
  expect(await stored(router)).toEqual(before);
});

test('salvar a proteção DoS falha: a mensagem, e o que foi digitado continua lá', scenario({
  device: { profile: 'demo' },
  needs: ['faults'],
  effects: ['session', 'configuration'],
  tags: ['@security'],
}), async ({ app, page, emulator, router }) => {
  const before = await stored(router);
  await emulator.fault({ method: 'PUT', path: '/api/v1/denial_of_service/0', status: 500, times: 1 });
  await app.signIn({ at: PAGE });
  await turn(page, MASTER);
  await turn(page, FLOODS.ipfloodudp);
  await app.fill(threshold('ipfloodudp'), '2000');
  await app.press('Salvar');
  await expect(app.dialog('Erro')).toContainText(SAVE_ERROR);
  await app.confirm('Ok, entendi');
  await expect(page.getByRole('switch', { name: MASTER })).toBeChecked();
  await expect(page.getByLabel(threshold('ipfloodudp'), { exact: true })).toHaveValue('2000');
  expect(await stored(router)).toEqual(before);

  // the fault is gone: the same form saves
  await app.press('Salvar');
  await expect(app.dialog(SAVED)).toBeVisible();
  await app.confirm('Ok, entendi');
  expect(await stored(router)).toEqual({ ...before, dos_enabled: true, ipfloodudp: true, ipfloodudp_count: 2000 });
});

test('a proteção DoS não carrega: a mensagem e "Tentar novamente"', scenario({
  device: { profile: 'demo' },
  needs: ['faults'],
  effects: ['session'],
  tags: ['@security'],
}), async ({ app, page, emulator }) => {
  await emulator.fault({ method: 'GET', path: '/api/v1/denial_of_service', status: 500, times: 1 });
  await app.signIn({ at: PAGE });
  await app.expectAlert(LOAD_ERROR);
  await app.press('Tentar novamente');
  await expect(page.getByRole('switch', { name: MASTER })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
