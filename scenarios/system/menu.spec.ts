/** The system menu (spec 3 §2): its pages in order; operation mode and management hidden on a mesh agent. */
import { expect, scenario, test } from '../dsl';

const links = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: 'Sistema', exact: true }).getByRole('link')
    .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));

const COMMON = ['/system/update', '/system/users', '/system/reboot', '/system/restore', '/system/datetime',
  '/system/syslog', '/system/leds'];

test('menu do sistema: todas as páginas, com o modo de operação, o gerenciamento e o assistente', scenario({
  device: { profile: 'demo' },
  effects: ['session'],
  tags: ['@system'],
}), async ({ app, page }) => {
  await app.signIn({ at: '/system' });
  await app.expectHeading('Sistema');
  const nav = page.getByRole('navigation', { name: 'Sistema', exact: true });
  for (const title of ['Atualização de firmware', 'Usuários', 'Reiniciar', 'Restaurar padrão de fábrica', 'Data e hora',
    'Log do sistema', 'LEDs', 'Modo de operação', 'Gerenciamento remoto', 'Assistente de instalação']) {
    await expect(nav.getByRole('link', { name: new RegExp(`^${title}`) })).toBeVisible();
  }
  await expect(nav).toContainText('Reinicie agora ou todos os dias em um horário.');
  expect(await links(page)).toEqual([...COMMON, '/system/operation-mode', '/system/management/management', '/mirroring', '/wizard']);
  await nav.getByRole('link', { name: /^LEDs/ }).click();
  await app.expectPath('/system/leds');
  await app.expectHeading('LEDs');
});

test('menu do sistema num nó secundário (agente): sem modo de operação nem gerenciamento', scenario({
  device: { profile: { base: 'demo', meshRole: 'agent' } },
  effects: ['session'],
  tags: ['@system'],
}), async ({ app, page }) => {
  await app.signIn({ at: '/system' });
  await app.expectHeading('Sistema');
  await expect(page.getByRole('navigation', { name: 'Sistema', exact: true })).toBeVisible();
  expect(await links(page)).toEqual([...COMMON, '/mirroring', '/wizard']);
  await app.expectNoText('Modo de operação');
});

test('menu do sistema em ponto de acesso: o gerenciamento leva ao TR-069', scenario({
  device: { profile: { base: 'demo', operationMode: 1 } },
  // on a bench the runner switches the router to access point through its API first, and back to its mode after
  lab: ['operation-mode'],
  effects: ['session'],
  tags: ['@system', '@lab'],
}), async ({ app, page }) => {
  await app.signIn({ at: '/system' });
  await expect(page.getByRole('navigation', { name: 'Sistema', exact: true })).toBeVisible();
  expect(await links(page)).toEqual([...COMMON, '/system/operation-mode', '/system/management/tr069', '/mirroring', '/wizard']);
  await app.expectText('TR-069');
});
