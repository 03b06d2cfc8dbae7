import { timing } from '@roteador/contract';
import { expect, scenario, test } from '../dsl';

/** Spec 1 §4: while firmware_update is true 'Atualizando' blocks the screen; below 1.3.0 the page reloads after it. */
for (const { fwVersion, reloads } of [
  { fwVersion: '1.2.9', reloads: true },
  { fwVersion: '1.3.0', reloads: false },
]) {
  test(`firmware ${fwVersion}: ao fim da atualização a página ${reloads ? 'recarrega' : 'segue sem recarregar'}`, scenario({
    device: { profile: { base: 'demo', fwVersion } },
    needs: ['clock', 'control'],
    effects: ['session'],
    tags: ['@shell'],
  }), async ({ app, emulator, clock, page }) => {
    await app.signIn();
    await emulator.firmwareUpdate(true);
    await clock.advance(timing.poll.status);
    await expect(page.getByRole('dialog', { name: /Atualizando/ })).toBeVisible();
    // A mark that a reload would wipe.
    await page.evaluate(() => ((window as unknown as { beforeUpdate: boolean }).beforeUpdate = true));
    const reloaded = reloads ? page.waitForEvent('load') : null;
    await emulator.firmwareUpdate(false);
    await clock.advance(timing.poll.status);
    await reloaded;
    await expect(page.getByRole('dialog', { name: /Atualizando/ })).toHaveCount(0);
    await app.expectPath('/');
    const marked = await page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate === true);
    expect(marked).toBe(!reloads);
  });
}
