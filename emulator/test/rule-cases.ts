/**
 * Runs the contract's rule cases (contract/test/cases) against the router's routes: each case on a fresh router
 * holding the table's context. The validator's verdict on the records the UI reads from that router must be the
 * table's; a case the form refuses must be refused by the route with the same message and field (the field as the
 * router names it, through the route's explicit map) and leave the resource as it was; a case the form accepts must
 * be accepted (2xx) and stored.
 */
import assert from 'node:assert/strict';
import type { RuleTable } from '../../contract/test/cases/rule-case.ts';
import type { AppOptions } from '../src/app.ts';
import { realSleep, setup } from './helpers.ts';

export type Router = ReturnType<typeof setup> & { token: string };
// deno-lint-ignore no-explicit-any
export type Answer = { status: number; body: any };

/** How the UI reaches the router for one table. */
export interface Route<D, C> {
  options?: AppOptions;
  /** makes the router hold the table's context (seeded records removed); the ids of the context's records, in order */
  prepare?: (r: Router) => Promise<string[]>;
  /** the context as the UI reads it from the router (default: the table's, when nothing on the router is involved) */
  context?: (r: Router) => Promise<C>;
  /** the UI's call with the body it builds from the draft (`id`: the edited record's) */
  send: (r: Router, draft: D, id?: string) => Promise<Answer>;
  /** the resource the call writes, read back */
  read: (r: Router) => Promise<unknown>;
  /** every form field the table refuses on → the field the router's answer names */
  fields: Readonly<Record<string, string>>;
}

/** Every case of the table, each on a fresh router; the mismatches of the whole table are reported together. */
export async function runTable<D, C>(table: RuleTable<D, C>, route: Route<D, C>): Promise<void> {
  let sent = 0;
  const mismatches: string[] = [];
  for (const c of table.cases) {
    try {
      sent += await runCase(table, route, c) ? 1 : 0;
    } catch (e) {
      mismatches.push((e instanceof Error ? e.message : String(e)).split('\n')[0]);
    }
  }
  assert.deepEqual(mismatches, [], `${table.rule}: ${mismatches.length} case(s) where the router and the form disagree`);
  assert.ok(sent > 0, `${table.rule}: no case reached the router`);
}

/** One case: true when it was sent to the router. */
async function runCase<D, C>(table: RuleTable<D, C>, route: Route<D, C>, c: RuleTable<D, C>['cases'][number]) {
  const where = `${c.name}`;
  using t = setup(route.options);
  await t.manualClock();
  const r: Router = { ...t, token: await t.login() };
  const ids = (await route.prepare?.(r)) ?? [];
  const context = route.context ? await route.context(r) : table.context;
  assert.deepEqual(table.judge(c.draft, context, c.edit), c.verdict, `${where}: the form's verdict on the router's records`);
  if (c.formOnly) return false;
  const before = await route.read(r);
  const answer = await route.send(r, c.draft, c.edit === undefined ? undefined : ids[c.edit]);
  if (c.verdict === 'ok') {
    assert.ok(answer.status >= 200 && answer.status < 300, `${where}: accepted by the form, refused by the router: ${JSON.stringify(answer.body)}`);
    assert.notDeepEqual(await route.read(r), before, `${where}: accepted but not stored`);
    return true;
  }
  const [field, message] = c.verdict;
  assert.ok(field in route.fields, `${where}: no router field mapped for the form's '${field}'`);
  const got = { status: answer.status, message: answer.body?.message, field: answer.body?.field };
  assert.deepEqual(got, { status: 400, message, field: route.fields[field] }, `${where}: the router answered ${JSON.stringify(got)}`);
  assert.deepEqual(await route.read(r), before, `${where}: state changed by a refused write`);
  return true;
}

/** The same name for the form and the router. */
export const same = (...fields: string[]) => Object.fromEntries(fields.map((f) => [f, f]));

/** GET on the router's API. */
export const get = async (r: Router, path: string) => (await r.json('GET', `/api/v1/${path}`, undefined, r.token)).body;

/** Removes what the demo router was seeded with and creates `records`: their ids, in order. */
export async function holding(r: Router, path: string, records: readonly unknown[]): Promise<string[]> {
  for (const { id } of await get(r, path)) await r.json('DELETE', `/api/v1/${path}/${id}`, undefined, r.token);
  const ids: string[] = [];
  for (const record of records) {
    const created = await r.json('POST', `/api/v1/${path}`, record, r.token);
    if (created.status !== 201) throw new Error(`${path}: the context was refused: ${JSON.stringify(created.body)}`);
    ids.push(created.body.id);
  }
  return ids;
}

/** A call the router answers later on its virtual clock (ping, traceroute): the clock is stepped until it answers. */
export async function stepped(r: Router, call: Promise<Answer>, stepMs = 100): Promise<Answer> {
  let done = false;
  const pending = call.finally(() => (done = true));
  const tick = () => realSleep(1);
  await tick();
  for (let i = 0; !done && i < 5000; i++) {
    await r.advance(stepMs);
    await tick();
  }
  return await pending;
}
