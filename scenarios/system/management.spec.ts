/**
 * Management (spec 3 §2, §3, §5, §7): the tabs 'GERENCIAMENTO REMOTO VIA WAN' and TR-069 (the only one in access point
 * mode); remote management's ports (outside the port forwards, HTTP and HTTPS different) and IP range; TR-069's
 * interval, credentials encoded in transit, CA certificate under 4096 bytes. Each rule also refused by the router.
 */
import { encodeSecret } from '@roteador/contract';
import { expect, scenario, test } from '../dsl';
import { expectRefusedUnchanged, forwardedPort, remoteManagement, tr069 } from './system-world';

const MANAGEMENT = '/system/management/management';
const TR069 = '/system/management/tr069';

test('gerenciamento remoto via WAN: portas e faixa de IP validadas, guardadas', scenario({
  device: { profile: 'demo' },
  effects: ['configuration', 'session'],
  tags: ['@system'],
}), async ({ app, page, router }) => {
  const before = await remoteManagement(router);
  const forwarded = String(await forwardedPort(router));
  await app.signIn({ at: '/system/management' });
  await app.expectPath(MANAGEMENT);
  const tabs = page.getByRole('tablist', { name: 'Gerenciamento' });
  await expect(tabs.getByRole('tab')).toHaveText(['GERENCIAMENTO REMOTO VIA WAN', 'TR-069']);
  await expect(tabs.getByRole('tab', { name: 'GERENCIAMENTO REMOTO VIA WAN' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('switch', { name: 'Gerenciamento via HTTP', exact: true }).check();
  await expect(page.getByLabel('Porta HTTP', { exact: true })).toHaveValue(String(before.port));
  // an external port a port-forward rule of the router holds
  await app.expectFieldRule('Porta HTTP', forwarded, 'Esta porta está em uso por uma regra de redirecionamento', '8090');
  await app.expectFieldRule('Porta HTTP', '70000', 'Portas devem ter valores entre 1 e 65535', '8090');
  await page.getByRole('switch', { name: 'Gerenciamento via HTTPS' }).check();
  await app.expectFieldRule('Porta HTTPS', '8090', 'As portas para getenciamento HTTP e HTTPS têm de ser diferentes', '8443');
  await app.expectFieldRule('Porta HTTPS', forwarded, 'Esta porta está em uso por uma regra de redirecionamento', '8443');
  await page.getByRole('switch', { name: 'Permitir apenas uma faixa de IP' }).check();
  await page.getByLabel('IP final', { exact: true }).fill('200.10.0.50');
  await app.expectFieldRule('IP inicial', '200.10.0.50', 'O endereço inicial não pode ser maior que o final.', '200.10.0.1');
  await app.expectFieldRule('IP inicial', '200.10.0', 'Endereço inválido', '200.10.0.1');
  await page.getByRole('switch', { name: 'Responder ping na WAN' }).check();
  await app.press('Salvar');
  await app.confirm('Ok, entendi');
  expect(await remoteManagement(router)).toEqual({
    ...before, enabled: true, port: 8090, https_enable: true, https_port: 8443, enable_ip_range: true,
    rangeStart: '200.10.0.1', rangeEnd: '200.10.0.50', pingWan: true,
  });
  // the WAN management port the port-forward rules keep clear of
  const access = await router.raw('GET', 'remote_web_access', undefined, await router.login());
  expect(access.body).toEqual([{ id: 0, port: 8090 }]);
  await page.reload();
  await expect(page.getByLabel('Porta HTTP', { exact: true })).toHaveValue('8090');
});

test('gerenciamento remoto direto na API: porta de redirecionamento, portas iguais e faixa invertida recusadas', scenario({
  device: { profile: 'demo' },
  effects: ['session', 'configuration'],
  tags: ['@system'],
}), async ({ router }) => {
  const snapshot = () => remoteManagement(router);
  const path = 'remote_management/0';
  await expectRefusedUnchanged(router, path, { enabled: true, port: await forwardedPort(router) },
    'Esta porta está em uso por uma regra de redirecionamento', 'port', snapshot);
  await expectRefusedUnchanged(router, path, { enabled: true, port: 8080, https_enable: true, https_port: 8080 },
    'As portas para getenciamento HTTP e HTTPS têm de ser diferentes', 'https_port', snapshot);
  await expectRefusedUnchanged(router, path, { enable_ip_range: true, rangeStart: '200.1.1.9', rangeEnd: '200.1.1.2' },
    'O endereço inicial não pode ser maior que o final.', 'rangeStart', snapshot);
});

test('TR-069: intervalo de 0 ou 60 a 43200 s, credenciais codificadas no envio, guardado', scenario({
  device: { profile: 'demo' },
  effects: ['configuration', 'session'],
  tags: ['@system'],
}), async ({ app, page, router }) => {
  await app.signIn({ at: TR069 });
  await expect(page.getByRole('tab', { name: 'TR-069' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('switch', { name: 'TR-069' }).check();
  await page.getByLabel('URL do ACS', { exact: true }).fill('http://acs.provedor.com.br:7547/acs');
  await page.getByLabel('Usuário', { exact: true }).fill('cpe-casa');
  await page.getByLabel('Senha', { exact: true }).fill('Segredo#1');
  await app.expectFieldRule('Intervalo do informe (segundos)', '59', 'O valor mínimo é de 60 segundos', '0');
  await app.expectFieldRule('Intervalo do informe (segundos)', '43201', 'O valor máximo é de 43200 segundos', '600');
  await app.expectFieldRule('Senha', 'x'.repeat(31), 'O campo deve conter entre 1 e 30 caracteres', 'Segredo#1');
  await app.expectFieldRule('URL do ACS', '', 'Este campo é obrigatório', 'http://acs.provedor.com.br:7547/acs');
  const put = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/api/v1/tr069_config/0'));
  await app.press('Salvar');
  const sent = (await put).postDataJSON();
  expect(sent.acs.acs_username).toBe(encodeSecret('cpe-casa'));
  expect(sent.acs.acs_password).toBe(encodeSecret('Segredo#1'));
  await app.confirm('Ok, entendi');
  const stored = await tr069(router);
  expect(stored.tr069_enable).toBe(true);
  expect(stored.acs).toEqual({
    acs_url: 'http://acs.provedor.com.br:7547/acs', acs_username: encodeSecret('cpe-casa'), acs_password: encodeSecret('Segredo#1'),
    tr069_inform: true, tr069_interval: 600,
  });
  expect((await router.device()).tr069_enable).toBe(true);
  await page.reload();
  await expect(page.getByLabel('Usuário', { exact: true })).toHaveValue('cpe-casa');
});

test('TR-069: certificado CA de 4096 bytes ou mais é recusado', scenario({
  device: { profile: 'demo' },
  effects: ['configuration', 'session'],
  tags: ['@system'],
}), async ({ app, page, router }) => {
  await app.signIn({ at: TR069 });
  await page.getByRole('switch', { name: 'TR-069' }).check();
  await page.getByLabel('URL do ACS', { exact: true }).fill('https://acs.provedor.com.br');
  await page.getByLabel('Usuário', { exact: true }).fill('cpe');
  await page.getByLabel('Senha', { exact: true }).fill('segredo');
  const cert = (size: number) => ({ name: 'ca.pem', mimeType: 'application/x-pem-file', buffer: Buffer.alloc(size, 'A') });
  await page.getByLabel('Certificado CA').setInputFiles(cert(4096));
  await expect(page.getByRole('alert')).toHaveText('O certificado deve ter menos de 4096 bytes');
  await expect(page.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  await page.getByLabel('Certificado CA').setInputFiles(cert(4095));
  await expect(page.getByText('Certificado carregado (4095 bytes)')).toBeVisible();
  await app.press('Salvar');
  await app.confirm('Ok, entendi');
  expect((await tr069(router)).ca_cert).toHaveLength(4095);
});

test('TR-069 direto na API: intervalo, senha e certificado fora dos limites recusados, nada muda', scenario({
  device: { profile: 'demo' },
  effects: ['session', 'configuration'],
  tags: ['@system'],
}), async ({ router }) => {
  const snapshot = () => tr069(router);
  const acs = (over: object) => ({
    acs_url: 'http://acs.exemplo.com.br', acs_username: encodeSecret('cpe'), acs_password: encodeSecret('segredo'),
    tr069_inform: true, tr069_interval: 300, ...over,
  });
  const path = 'tr069_config/0';
  await expectRefusedUnchanged(router, path, { tr069_enable: true, acs: acs({ tr069_interval: 59 }) },
    'O valor mínimo é de 60 segundos', 'acs.tr069_interval', snapshot);
  await expectRefusedUnchanged(router, path, { tr069_enable: true, acs: acs({ tr069_interval: 43201 }) },
    'O valor máximo é de 43200 segundos', 'acs.tr069_interval', snapshot);
  await expectRefusedUnchanged(router, path, { tr069_enable: true, acs: acs({ acs_password: encodeSecret('x'.repeat(31)) }) },
    'O campo deve conter entre 1 e 30 caracteres', 'acs.acs_password', snapshot);
  await expectRefusedUnchanged(router, path, { tr069_enable: true, acs: acs({}), ca_cert: 'A'.repeat(4096) },
    'O certificado deve ter menos de 4096 bytes', 'ca_cert', snapshot);
});

test('modo ponto de acesso: só a aba TR-069', scenario({
  device: { profile: { base: 'demo', operationMode: 1 } },
  // on a bench the runner switches the router to access point through its API first, and back to its mode after
  lab: ['operation-mode'],
  effects: ['session'],
  tags: ['@system'],
}), async ({ app, page }) => {
  await app.signIn({ at: '/system/management' });
  await app.expectPath(TR069);
  await expect(page.getByRole('tablist', { name: 'Gerenciamento' }).getByRole('tab')).toHaveText(['TR-069']);
  await page.goto(MANAGEMENT);
  await app.expectPath('/');
});
