/**
 * The guard around a scenario with write effects: before it, a snapshot of every resource the UI writes (resources.ts);
 * after it, the router is waited for (reboots, restarts; the power-cycle command as the last resort), every resource
 * that differs is written back (changed fields PUT, added records DELETEd, removed ones POSTed again), an apply is
 * sent when a restored resource needs one, and the whole snapshot is compared again field by field: any difference
 * left fails the scenario, naming the field.
 */
import { own } from '@roteador/contract';
import { RouterApi } from './api.ts';
import type { BenchRouter } from './inventory.ts';
import type { GuardVerdict, ScenarioBegin, ScenarioGuard } from './proxy.ts';
import { isSecretField, maskSecrets } from './journal.ts';
import { pathOf, resources, type Resource, type ResourceContext } from './resources.ts';
import { APPLY_DOWN_MS, SETTLE_LIMIT_MS, SETTLE_POLL_MS, sleep } from './time.ts';

type Rec = Record<string, unknown>;

interface Snap {
  resource: Resource;
  path: string;
  /** a list answer (records by id) or one record (interface/{id}, iot_assistant/0) */
  value: unknown;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
/** A value as a difference shows it: a secret field's value hidden (an empty one says nothing), secrets inside masked. */
const show = (v: unknown, secret = false) =>
  v === undefined ? '(ausente)' : secret && v !== '' && v !== null ? '(oculto)' : JSON.stringify(maskSecrets(v));

/** Records of a list answer by their key (`id`, or the resource's), or by position when they have none. */
function byKey(list: unknown, key = 'id'): Map<string, Rec> {
  const map = new Map<string, Rec>();
  if (!Array.isArray(list)) return map;
  list.forEach((item, i) => {
    const rec = (item ?? {}) as Rec;
    map.set(rec[key] === undefined ? `#${i}` : String(rec[key]), rec);
  });
  return map;
}

const withoutKey = (rec: Rec, key: string) => JSON.stringify(Object.fromEntries(Object.entries(rec).filter(([k]) => k !== key)));

/**
 * A collection before and after: records paired by key; a record the scenario removed and one the restore created
 * again (a new id, the same content) are the same record.
 */
function pairUp(before: Map<string, Rec>, after: Map<string, Rec>, key: string) {
  const missing = [...before].filter(([k]) => !after.has(k));
  const extra = [...after].filter(([k]) => !before.has(k));
  const pairs: Array<[Rec, Rec]> = [...before].filter(([k]) => after.has(k)).map(([k, r]) => [r, after.get(k)!]);
  const unmatched: Array<[string, Rec]> = [];
  for (const [k, rec] of missing) {
    const i = extra.findIndex(([, other]) => withoutKey(other, key) === withoutKey(rec, key));
    if (i === -1) unmatched.push([k, rec]);
    else extra.splice(i, 1);
  }
  return { pairs, missing: unmatched, extra };
}

/**
 * Every field that differs, recursively: 'path[id].a.b: esperado X, veio Y'. A secret field (the contract's
 * secretFields: a Wi-Fi key, a TR-069 password…) is named, its values never shown: 'esperado (oculto), veio (oculto,
 * diferente)'.
 */
export function fieldDifferences(where: string, before: unknown, after: unknown, volatile: string[] = [], secret = false): string[] {
  if (same(before, after)) return [];
  const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
  if (!secret && isRec(before) && isRec(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys
      .filter((k) => !volatile.includes(k))
      .flatMap((k) => fieldDifferences(`${where}.${k}`, own(before, k), own(after, k), [], isSecretField(k)));
  }
  const was = show(before, secret);
  const got = show(after, secret);
  return [`${where}: esperado ${was}, veio ${was === '(oculto)' && got === '(oculto)' ? '(oculto, diferente)' : got}`];
}

/** The differences of one snapshot against what the router answers now. */
export function snapDifferences(snap: Snap, now: unknown): string[] {
  const volatile = snap.resource.volatile ?? [];
  if (!Array.isArray(snap.value)) return fieldDifferences(snap.path, snap.value, now, volatile);
  const key = snap.resource.key ?? 'id';
  const collection = !!snap.resource.writes?.collection;
  const before = byKey(snap.value, key);
  const after = byKey(now, key);
  const out: string[] = [];
  if (!collection) {
    for (const [id, rec] of before) {
      const other = after.get(id);
      if (!other) out.push(`${snap.path}[${id}]: esperado ${show(rec)}, veio (ausente)`);
      else out.push(...fieldDifferences(`${snap.path}[${id}]`, rec, other, volatile));
    }
    for (const [id, rec] of after) if (!before.has(id)) out.push(`${snap.path}[${id}]: esperado (ausente), veio ${show(rec)}`);
    return out;
  }
  const { pairs, missing, extra } = pairUp(before, after, key);
  for (const [rec, other] of pairs) out.push(...fieldDifferences(`${snap.path}[${rec[key]}]`, rec, other, volatile));
  for (const [id, rec] of missing) out.push(`${snap.path}[${id}]: esperado ${show(rec)}, veio (ausente)`);
  for (const [id, rec] of extra) out.push(`${snap.path}[${id}]: esperado (ausente), veio ${show(rec)}`);
  return out;
}

/** The changed top-level fields of a record, as they were (what a PUT merges back). */
function changedFields(before: Rec, after: Rec, volatile: string[]): Rec {
  return Object.fromEntries(
    Object.entries(before).filter(([k, v]) => k !== 'id' && !volatile.includes(k) && !same(v, own(after, k))),
  );
}

/** The body a removed record is created again with: its input's fields (the router gives the rest: id, status). */
export function createdBody(resource: Resource, rec: Rec): Rec {
  const input = resource.writes?.input?.schema as Rec | undefined;
  const key = resource.key ?? 'id';
  return Object.fromEntries(Object.entries(rec).filter(([k]) => (input ? Object.hasOwn(input, k) : k !== key)));
}

export class ConfigGuard implements ScenarioGuard {
  private snaps: Snap[] = [];
  private ctx: ResourceContext | null = null;
  private readonly api: RouterApi;

  constructor(readonly router: BenchRouter, private readonly log: (line: string) => void = () => {}) {
    this.api = new RouterApi(router);
  }

  /**
   * A resource as it stands once its records settled: a remote service's record pending create or delete (spec 3 §4)
   * is read again, every SETTLE_POLL_MS, until none is (or SETTLE_LIMIT_MS passed: then as it is).
   */
  private async readSettled(resource: Resource, path: string): Promise<unknown> {
    const deadline = Date.now() + SETTLE_LIMIT_MS;
    for (;;) {
      const value = await this.api.read(path, resource.cloud);
      const pending = resource.pending && Array.isArray(value) && value.some((r) => resource.pending!((r ?? {}) as Rec));
      if (!pending || Date.now() > deadline) return value;
      await sleep(SETTLE_POLL_MS);
    }
  }

  private async readAll(): Promise<Snap[]> {
    const ctx = this.ctx ?? (this.ctx = await this.api.context());
    const out: Snap[] = [];
    for (const resource of resources) {
      if (!resource.writes || (resource.when && !resource.when(ctx))) continue;
      if (resource.cloud && !this.router.cloud) continue;
      const path = pathOf(resource, ctx);
      out.push({ resource, path, value: await this.readSettled(resource, path) });
    }
    return out;
  }

  async before(): Promise<void> {
    this.snaps = await this.readAll();
  }

  /**
   * The router answering again: waited for up to its restartLimitS (inventory), then power-cycled as the last resort
   * and waited for as long again.
   */
  private async ensureUp(notes: string[]): Promise<void> {
    const limitS = this.router.restartLimitS;
    if (await this.api.waitUntilUp(limitS * 1000, this.log)) return;
    if (!this.router.powerCycle) throw new Error(`o roteador não voltou em ${limitS} s e o inventário não tem powerCycle`);
    notes.push(`o roteador não voltou em ${limitS} s: powerCycle executado`);
    this.log(`› powerCycle: ${this.router.powerCycle}`);
    const r = await new Deno.Command('sh', { args: ['-c', this.router.powerCycle], stdin: 'null' }).output();
    if (!r.success) notes.push(`powerCycle saiu com o código ${r.code}: ${new TextDecoder().decode(r.stderr).trim()}`);
    if (!(await this.api.waitUntilUp(limitS * 1000, this.log))) {
      throw new Error(`o roteador não voltou nem depois do powerCycle (${limitS} s)`);
    }
  }

  /** Restore writes that failed: each is reported with the differences. */
  private failed: string[] = [];

  private async write(method: string, path: string, body: unknown, cloud: boolean | undefined, notes: string[]) {
    const r = await this.api.call(method, path, body, { cloud: !!cloud, auth: !cloud });
    // what the guard wrote is attached to the report and may fail the scenario's message: its secrets masked
    const call = `${method} ${cloud ? 'cloud/' : ''}${path}${body === undefined ? '' : ` ${JSON.stringify(maskSecrets(body))}`}`;
    if (r.status < 200 || r.status > 299) this.failed.push(`restauração ${call} → ${r.status}: ${JSON.stringify(maskSecrets(r.body))}`);
    else notes.push(call);
  }

  /** Writes one snapshot back where the router differs; true when something was written. */
  private async restore(snap: Snap, now: unknown, notes: string[]): Promise<boolean> {
    const volatile = snap.resource.volatile ?? [];
    const { cloud, writes } = snap.resource;
    if (!Array.isArray(snap.value)) {
      const put = changedFields(snap.value as Rec, (now ?? {}) as Rec, volatile);
      if (!Object.keys(put).length) return false;
      await this.write('PUT', snap.path, put, cloud, notes);
      return true;
    }
    const key = snap.resource.key ?? 'id';
    const before = byKey(snap.value, key);
    const after = byKey(now, key);
    let wrote = false;
    const input = writes?.input?.schema as Rec | undefined;
    const put = async (rec: Rec, other: Rec) => {
      const changed = changedFields(rec, other, [...volatile, key]);
      const picked = input ? Object.fromEntries(Object.entries(changed).filter(([k]) => Object.hasOwn(input, k))) : changed;
      if (!Object.keys(picked).length) return;
      const fields = writes?.putWhole ? createdBody(snap.resource, rec) : picked;
      if (!Object.keys(fields).length) return;
      await this.write('PUT', `${snap.path}/${encodeURIComponent(rec[key] === undefined ? '0' : String(rec[key]))}`, fields, cloud, notes);
      wrote = true;
    };
    if (!writes?.collection) {
      for (const [id, rec] of before) if (after.has(id)) await put(rec, after.get(id)!);
      return wrote;
    }
    const { pairs, missing, extra } = pairUp(before, after, key);
    for (const [id] of extra) {
      await this.write('DELETE', `${snap.path}/${encodeURIComponent(id)}`, undefined, cloud, notes);
      wrote = true;
    }
    for (const [rec, other] of pairs) await put(rec, other);
    for (const [, rec] of missing) {
      await this.write('POST', snap.path, createdBody(snap.resource, rec), cloud, notes);
      wrote = true;
    }
    return wrote;
  }

  async after(): Promise<GuardVerdict> {
    const notes: string[] = [];
    await this.ensureUp(notes);
    let apply = false;
    for (const snap of this.snaps) {
      const now = await this.readSettled(snap.resource, snap.path);
      if (!snapDifferences(snap, now).length) continue;
      if ((await this.restore(snap, now, notes)) && snap.resource.writes?.apply) apply = true;
    }
    if (apply) {
      await this.write('POST', 'action', { actionID: 5 }, false, notes);
      // the router answers, then restarts: give it the time to go down before asking whether it is back
      await sleep(APPLY_DOWN_MS);
      await this.ensureUp(notes);
    }
    const differences: string[] = [];
    for (const snap of this.snaps) differences.push(...snapDifferences(snap, await this.readSettled(snap.resource, snap.path)));
    differences.push(...this.failed);
    if (notes.length) this.log(`guarda: ${notes.length} escrita(s) de restauração`);
    return { restored: differences.length === 0, differences, notes };
  }
}

/** The guard of a scenario: only one with write effects (beyond logging in) is guarded. */
export function guardFor(router: BenchRouter, begin: ScenarioBegin, log?: (line: string) => void): ScenarioGuard | null {
  if (!begin.effects.some((e) => e !== 'session')) return null;
  return new ConfigGuard(router, log);
}
