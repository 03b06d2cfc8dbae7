/** POST session: login, attempt counting and lockout (spec 1 §2.4, §8). */
import { Hono } from 'hono';
import { type LoginErrorAnswer, LoginRequest, type SessionAnswer, sessionPath } from '@roteador/contract';
import type { Device } from '../device/device.ts';
import { attemptLogin } from '../device/session.ts';
import { badRequest, parseBody } from '../http.ts';

export function sessionApi(dev: Device) {
  const app = new Hono();

  app.post(`/${sessionPath}`, async (c) => {
    const body = await parseBody(c, LoginRequest);
    if (!body.ok) return badRequest(c, body);
    const result = attemptLogin(dev.state, dev.now(), body.value.username, body.value.password);
    if (result.ok) return c.json({ status: 'success', token: result.token } satisfies SessionAnswer, 200);
    if (result.code === 'attempts_left') {
      const n = result.attemptsLeft;
      return c.json([{ code: 'attempts_left', message: String(n), attempts_left: n }] satisfies LoginErrorAnswer, 401);
    }
    const s = result.waitSeconds;
    return c.json([{ code: 'max_attempts', message: String(s), wait_seconds: s }] satisfies LoginErrorAnswer, 401);
  });

  return app;
}
