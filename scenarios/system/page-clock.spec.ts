/**
 * The scenarios' own clocks (issue 26, 'the wall clock'): every scenario's page runs at the emulator's time, never the
 * machine's — a scenario that needs the clock with Playwright's page clock installed there, any other with its page's
 * Date moved there (dsl/clock.ts `begin`). So what a page judges on its own clock, and what the router shows, are the
 * same day and hour, on any day the suite runs.
 */
import { timeZoneOffset } from '@roteador/contract';
import { expect, scenario, test, termValue } from '../dsl';
import { datetime } from './system-world';

/** 'dd/mm/yyyy HH:mm' of epoch ms in a zone `offset` minutes east of UTC (the date and time page's form). */
function shownAs(ms: number, offset: number): string {
  const d = new Date(ms + offset * 60_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
}

// (a scenario that needs the clock had its page at the emulator's time already: Playwright's clock installed there)
test('a página corre no horário do emulador, não no da máquina, sem precisar do relógio', scenario({
  device: { profile: 'demo' },
  // on a bench the page runs on the machine's clock and the router on its own: this is the emulator's promise
  needs: ['control'],
  effects: ['session'],
  tags: ['@system', '@time'],
}), async ({ app, page, router }) => {
  await app.signIn({ at: '/system/datetime' });
  const shown = await termValue(page, 'Data e hora do roteador').textContent();
  const [{ datetime: routerNow, timezone }, browserNow] = [await datetime(router), await page.evaluate(() => Date.now())];
  const offset = timezone ? timeZoneOffset(timezone) : 0;
  // the router's date and time, in its zone, is the browser's too
  expect(shown).toBe(shownAs(routerNow * 1000, offset));
  expect(shownAs(browserNow, offset)).toBe(shown);
  expect(Math.abs(browserNow - routerNow * 1000)).toBeLessThan(5_000);
});
