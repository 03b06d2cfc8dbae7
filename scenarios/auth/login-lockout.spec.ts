import { timing } from '@roteador/contract';
import { expect, scenario, test } from '../dsl';

test('cinco senhas erradas bloqueiam o login por 2 minutos, inclusive a certa', scenario({
  device: { profile: 'demo' },
  needs: ['clock'],
  realTime: '120s',
  effects: ['session'],
  tags: ['@auth'],
}), async ({ app, router, clock, credentials }) => {
  await app.open('/login');
  for (let i = 0; i < 4; i++) await app.login({ password: `errada${i}` });
  await app.expectAlert('Número de tentativas restantes: 1. Ao exceder, será necessário aguardar 2 minutos para tentar novamente.');
  await app.login({ password: 'errada5' });
  await app.expectAlert('Você excedeu o número máximo de tentativas. Tente novamente em 2 minutos.');

  const waited = 45_000;
  await clock.advance(waited);
  await app.login();
  // The wait is the router's, counted from the fifth attempt. In real time the steps since then add a moment to the
  // 45 s waited (the router rounds it): up to a few seconds less than 1 min 15 s, never more.
  await app.expectAlert(clock.real
    ? /Você excedeu o número máximo de tentativas\. Tente novamente em 1 minuto e 1[0-5] segundos\./
    : 'Você excedeu o número máximo de tentativas. Tente novamente em 1 minuto e 15 segundos.');
  await app.expectPath('/login');
  const right = await credentials();
  const locked = await router.raw('POST', 'session', right, null);
  expect(locked.status).toBe(401);
  expect((locked.body as Array<{ code: string }>)[0].code).toBe('max_attempts');

  await clock.advance(timing.wait.loginLockout - waited);
  await app.login();
  await app.expectPath('/');
});
