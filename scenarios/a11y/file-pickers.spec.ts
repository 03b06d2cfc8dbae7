/**
 * The file pickers read in Portuguese whatever the browser's language (issue 28): the firmware file and the TR-069 CA
 * certificate show 'Escolher arquivo' and, beside it, 'Nenhum arquivo selecionado' or the chosen file's name — which
 * the field's description carries for a screen reader too. The browser's own 'Choose File / No file chosen' never shows.
 */
import { expect, scenario, test } from '../dsl';

const CHOOSE = 'Escolher arquivo';
const NONE = 'Nenhum arquivo selecionado';

test('arquivo de firmware: "Escolher arquivo" e o nome do arquivo em português', scenario({
  device: { profile: 'demo' },
  effects: ['session'],
  tags: ['@a11y', '@system'],
}), async ({ app, page }) => {
  await app.signIn({ at: '/system/update' });
  const card = page.getByRole('region', { name: 'Atualização por arquivo' });
  const input = card.getByLabel('Arquivo de firmware');
  await expect(card.getByText(CHOOSE, { exact: true })).toBeVisible();
  await expect(card.getByText(NONE, { exact: true })).toBeVisible();
  await expect(input).toHaveAccessibleName('Arquivo de firmware');
  await expect(input).toHaveAccessibleDescription(new RegExp(`^${NONE}`));
  // reached with the keyboard, the button it looks like shows the focus
  await input.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(input).toBeFocused();
  await expect(card.getByText(CHOOSE, { exact: true })).toHaveCSS('outline-style', 'solid');

  await input.setInputFiles({ name: 'w6-1500-1.6.0.bin', mimeType: 'application/octet-stream', buffer: Buffer.alloc(1000) });
  await expect(card.getByText('w6-1500-1.6.0.bin', { exact: true })).toBeVisible();
  await expect(card.getByText(NONE, { exact: true })).toHaveCount(0);
  await expect(input).toHaveAccessibleDescription(/^w6-1500-1\.6\.0\.bin/);
  await expect(card.getByRole('button', { name: 'Enviar e atualizar' })).toBeEnabled();
});

test('certificado do TR-069: "Escolher arquivo", o nome do certificado, e de novo nenhum ao removê-lo', scenario({
  device: { profile: 'demo' },
  effects: ['session'],
  tags: ['@a11y', '@system'],
}), async ({ app, page }) => {
  await app.signIn({ at: '/system/management/tr069' });
  const input = page.getByLabel('Certificado CA');
  await expect(page.getByText(CHOOSE, { exact: true })).toBeVisible();
  await expect(page.getByText(NONE, { exact: true })).toBeVisible();
  // with TR-069 off the picker is off too; switched on (not saved) it takes a file
  await expect(input).toBeDisabled();
  await page.getByRole('switch', { name: 'TR-069' }).check();
  await expect(input).toBeEnabled();

  await input.setInputFiles({ name: 'ca-provedor.pem', mimeType: 'application/x-pem-file', buffer: Buffer.alloc(600, 'A') });
  await expect(page.getByText('ca-provedor.pem', { exact: true })).toBeVisible();
  await expect(page.getByText('Certificado carregado (600 bytes)')).toBeVisible();
  await expect(input).toHaveAccessibleDescription(/^ca-provedor\.pem/);

  await app.press('Remover certificado');
  await expect(page.getByText(NONE, { exact: true })).toBeVisible();
  await expect(page.getByText('ca-provedor.pem', { exact: true })).toHaveCount(0);
});
