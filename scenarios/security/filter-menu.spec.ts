/** /security/filter (spec 3 §2): the four filters, how many each holds, and the way into each list and back. */
import { expect, scenario, test } from '../dsl';
import { FILTERS, sample, store } from './filter-world';

test('o menu de filtros mostra os quatro, com quantos cada um guarda', scenario({
  device: { profile: 'demo' },
  effects: ['session', 'configuration'],
  tags: ['@security', '@bench'],
}), async ({ app, page, router }) => {
  await store(router, sample.url('a.example.com', 'A'), sample.url('b.example.com', 'B'));
  const all = await router.filters();
  const count = (n: number) => (n === 0 ? 'Nenhum filtro' : n === 1 ? '1 filtro' : `${n} filtros`);
  await app.signIn({ at: FILTERS });
  await app.expectHeading('Filtros');
  const kinds: Array<[string, string, number[]]> = [
    ['Filtro de MAC', 'mac', [0]],
    ['Filtro de IP', 'ip', [1, 2]],
    ['Filtro de portas', 'port', [4]],
    ['Filtro de URL', 'url', [3]],
  ];
  for (const [title, , types] of kinds) {
    const link = page.getByRole('link', { name: new RegExp(`^${title}`) });
    await expect(link).toContainText(count(all.filter((f) => types.includes(f.type)).length));
  }
  await page.getByRole('link', { name: /^Filtro de URL/ }).click();
  await app.expectPath(`${FILTERS}/url`);
  await expect(page.getByRole('list', { name: 'Filtros de URL' }).getByRole('listitem')).toHaveCount(
    all.filter((f) => f.type === 3).length,
  );
  await page.getByRole('link', { name: 'Voltar' }).click();
  await app.expectPath(FILTERS);
});

test('o menu de segurança leva a cada página da área', scenario({
  device: { profile: 'demo' },
  effects: ['session'],
  tags: ['@security', '@bench'],
}), async ({ app, page }) => {
  await app.signIn({ at: '/security' });
  await app.expectHeading('Segurança');
  const menu = page.getByRole('navigation', { name: 'Segurança' }).last();
  const expected: Array<[string, string]> = [
    ['Redirecionamento de portas', '/security/portredirect'],
    ['UPnP e DMZ', '/security/upnp'],
    ['SIP ALG', '/security/sip-alg'],
    ['Controle de banda', '/security/bandcontrol'],
    ['Filtros', '/security/filter'],
    ['Proteção DoS', '/security/dos'],
  ];
  for (const [title, href] of expected) {
    await expect(menu.getByRole('link', { name: new RegExp(`^${title}`) })).toHaveAttribute('href', href);
  }
  await menu.getByRole('link', { name: /^Filtros/ }).click();
  await app.expectPath('/security/filter');
  await page.getByRole('link', { name: 'Voltar' }).click();
  await app.expectPath('/security');
});
