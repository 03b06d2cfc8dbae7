/** /tools (spec 3 §2): the area's menu; the IoT assistant only on a device with mesh that is not an agent. */
import { expect, scenario, test } from '../dsl';

const ENTRIES: Array<[string, string]> = [
  ['Site survey', '/tools/site_survey'],
  ['Ping', '/tools/ping'],
  ['Traceroute', '/tools/traceroute'],
  ['WPS', '/tools/wps'],
];
const IOT: [string, string] = ['Assistente IoT', '/tools/iot_assistant'];

test('o menu de ferramentas leva a cada ferramenta, com o assistente IoT num roteador com mesh', scenario({
  device: { profile: 'demo' },
  effects: ['session'],
  tags: ['@tools'],
}), async ({ app, page }) => {
  await app.signIn({ at: '/tools' });
  await app.expectHeading('Ferramentas');
  const menu = page.getByRole('navigation', { name: 'Ferramentas' }).last();
  const links = menu.getByRole('link');
  await expect(links).toHaveCount(ENTRIES.length + 1);
  for (const [i, [title, href]] of [...ENTRIES, IOT].entries()) {
    await expect(links.nth(i)).toHaveAttribute('href', href);
    await expect(links.nth(i)).toContainText(title);
  }
  await menu.getByRole('link', { name: /^Ping/ }).click();
  await app.expectPath('/tools/ping');
  await app.expectHeading('Ping');
  await page.getByRole('link', { name: 'Voltar' }).click();
  await app.expectPath('/tools');
  await menu.getByRole('link', { name: /^Traceroute/ }).click();
  await app.expectPath('/tools/traceroute');
  await app.expectHeading('Traceroute');
});

test('sem mesh, o menu de ferramentas não mostra o assistente IoT', scenario({
  device: { profile: { base: 'demo', model: 'W4-300F', meshRole: 'none' } },
  effects: ['session'],
  tags: ['@tools'],
}), async ({ app, page }) => {
  await app.signIn({ at: '/tools' });
  const menu = page.getByRole('navigation', { name: 'Ferramentas' }).last();
  const links = menu.getByRole('link');
  await expect(links.first()).toBeVisible();
  expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))).toEqual(ENTRIES.map(([, href]) => href));
  await expect(menu.getByRole('link', { name: /^Assistente IoT/ })).toHaveCount(0);
});
