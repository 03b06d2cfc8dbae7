/** A node's LED switch: confirm text per model, local call or mesh update, the device read again (spec 1 §4). */
import { expect, scenario } from '../dsl';
import { AGENTS, count, meshProfile } from './mesh-control';

const [quarto, escritorio] = AGENTS;
type State = { agents: { device: { mac: string; leds: boolean } }[] };
const ledsOf = async (emulator: { state<T>(): Promise<T> }, mac: string) =>
  (await emulator.state<State>()).agents.find((a) => a.device.mac === mac)?.device.leds;

scenario('desligar e ligar os LEDs de um nó pela atualização da rede inMesh', {
  device: meshProfile(1),
  needs: ['control'],
  effects: ['session', 'configuration'],
  tags: ['@mesh'],
}, async ({ app, page, emulator, router }) => {
  expect(quarto.model).toBe('Twibi Force AX');
  await app.signIn({ at: `/mesh/${quarto.mac}` });
  const leds = page.getByRole('switch', { name: 'Status dos LEDs' });
  await expect(leds).toBeChecked();
  await leds.click();
  const off = app.dialog('Desligar LEDs');
  await expect(off).toContainText('Todos os LEDs deste roteador serão desligados. Deseja continuar?');
  await router.clearJournal();
  await app.confirm('Desligar');
  await expect(leds).not.toBeChecked();
  await expect(page.getByText('Desligados', { exact: true })).toBeVisible();
  expect(await ledsOf(emulator, quarto.mac)).toBe(false);
  const journal = await router.journal();
  expect(count(journal, 'PUT', 'easymesh/0')).toBe(1);
  expect(count(journal, 'PUT', 'device/0')).toBe(0);
  // ...and the node's device is read again (through the proxy).
  expect(count(journal, 'POST', 'http_request')).toBeGreaterThanOrEqual(1);

  await leds.click();
  await expect(app.dialog('Ligar LEDs')).toContainText('Os LEDs deste roteador serão ligados. Deseja continuar?');
  await app.confirm('Ligar');
  await expect(leds).toBeChecked();
  expect(await ledsOf(emulator, quarto.mac)).toBe(true);
});

scenario('modelo que mantém o LED de energia aceso diz isso; cancelar não muda nada', {
  device: meshProfile(2),
  needs: ['control'],
  effects: ['session'],
  tags: ['@mesh'],
}, async ({ app, page, emulator }) => {
  expect(escritorio.model).toBe('Twibi Force Plug');
  await app.signIn({ at: `/mesh/${escritorio.mac}` });
  const leds = page.getByRole('switch', { name: 'Status dos LEDs' });
  await leds.click();
  await expect(app.dialog('Desligar LEDs')).toContainText(
    'Os LEDs deste roteador serão desligados, exceto o LED de energia: neste modelo ele permanece sempre aceso. Deseja continuar?',
  );
  await app.press('Cancelar');
  await expect(leds).toBeChecked();
  expect(await ledsOf(emulator, escritorio.mac)).toBe(true);
});

scenario('LEDs do próprio roteador: chamada local (PUT device/0)', {
  device: meshProfile(1),
  needs: ['control'],
  effects: ['session', 'configuration'],
  tags: ['@mesh'],
}, async ({ app, page, router, emulator }) => {
  const local = await router.device();
  expect(local.leds).toBe(true);
  await app.signIn({ at: `/mesh/${local.mac}` });
  await page.getByRole('switch', { name: 'Status dos LEDs' }).click();
  await expect(app.dialog('Desligar LEDs')).toContainText('Todos os LEDs deste roteador serão desligados.');
  await router.clearJournal();
  await app.confirm('Desligar');
  await expect(page.getByRole('switch', { name: 'Status dos LEDs' })).not.toBeChecked();
  expect((await router.device()).leds).toBe(false);
  const journal = await router.journal();
  expect(count(journal, 'PUT', 'device/0')).toBe(1);
  expect(count(journal, 'PUT', 'easymesh/0')).toBe(0);
});
