/**
 * The guard around a scenario with write effects: before it, a snapshot of every resource the UI writes (resources.ts);
 * after it, the router is waited for (reboots, restarts; the power-cycle command as the last resort), every resource
 * that differs is written back in content and order (changed fields PUT; from the first record out of its place, the
 * router's records DELETEd and the snapshot's POSTed again in order), an apply is sent when a restored resource needs
 * one, and the whole snapshot is compared again (differences.ts): field by field, the order of every list, and the id
 * of each record the router created again under another one. Anything left fails the scenario, naming it.
 */
import { own } from '@roteador/contract';
import { RouterApi } from './api.ts';
import type { BenchRouter } from './inventory.ts';
import type { GuardVerdict, ScenarioBegin, ScenarioGuard } from './proxy.ts';
import { maskSecrets } from './journal.ts';
import { keyed, same, type Snap, snapDifferences } from './differences.ts';
import { pathOf, resources, type Resource, type ResourceContext } from './resources.ts';
import { APPLY_DOWN_MS, SETTLE_LIMIT_MS, SETTLE_POLL_MS, sleep } from './time.ts';

/** The comparison the guard's verdict rests on (differences.ts), where its tests and callers have always found it. */
export { fieldDifferences, snapDifferences } from './differences.ts';

type Rec = Record<string, unknown>;

/** The changed top-level fields of a record, as they were (what a PUT merges back). */
function changedFields(before: Rec, after: Rec, volatile: readonly string[]): Rec {
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

/**
 * A resource as it stands once its records settled: a remote service's record pending create or delete (spec 3 §4)
 * is read again, every SETTLE_POLL_MS, until none is (or SETTLE_LIMIT_MS passed: then as it is).
 */
export async function readSettled(read: (path: string, cloud?: boolean) => Promise<unknown>, resource: Resource, path: string): Promise<unknown> {
  const deadline = Date.now() + SETTLE_LIMIT_MS;
  for (;;) {
    const value = await read(path, resource.cloud);
    const pending = resource.pending && Array.isArray(value) && value.some((r) => resource.pending!((r ?? {}) as Rec));
    if (!pending || Date.now() > deadline) return value;
    await sleep(SETTLE_POLL_MS);
  }
}

export class ConfigGuard implements ScenarioGuard {
  private snaps: Snap[] = [];
  private ctx: ResourceContext | null = null;
  private readonly api: RouterApi;

  constructor(readonly router: BenchRouter, private readonly log: (line: string) => void = () => {}) {
    this.api = new RouterApi(router);
  }

  private readSettled(resource: Resource, path: string): Promise<unknown> {
    return readSettled((p, cloud) => this.api.read(p, cloud), resource, path);
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

  /** One restore write; the router's answer when it took it, else null (the failure is reported). */
  private async write(method: string, path: string, body: unknown, cloud: boolean | undefined, notes: string[]): Promise<unknown | null> {
    const r = await this.api.call(method, path, body, { cloud: !!cloud, auth: !cloud });
    // what the guard wrote is attached to the report and may fail the scenario's message: its secrets masked
    const call = `${method} ${cloud ? 'cloud/' : ''}${path}${body === undefined ? '' : ` ${JSON.stringify(maskSecrets(body))}`}`;
    if (r.status < 200 || r.status > 299) {
      this.failed.push(`restauração ${call} → ${r.status}: ${JSON.stringify(maskSecrets(r.body))}`);
      return null;
    }
    notes.push(call);
    return r.body ?? {};
  }

  /** The ids records were created again with, per resource (old → new): what records referring to them must carry. */
  private readonly newIds = new Map<Resource, Map<string, string>>();

  /** A record's fields the restore writes: its input's (the router gives the rest), references to re-created records followed. */
  private body(resource: Resource, rec: Rec): Rec {
    const body = createdBody(resource, rec);
    for (const [field, target] of Object.entries(resource.refers ?? {})) {
      const moved = this.newIds.get(target)?.get(String(body[field]));
      if (moved !== undefined) body[field] = moved;
    }
    return body;
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
    const before = keyed(snap.value, key);
    const after = keyed(now, key);
    let wrote = false;
    const recordPath = (id: string) => `${snap.path}/${encodeURIComponent(id.startsWith('#') ? '0' : id)}`;
    /** A record kept in its place: the fields it had, where they differ, PUT back (the whole input when its PUT takes it). */
    const put = async (id: string, rec: Rec, other: Rec) => {
      const body = this.body(snap.resource, rec);
      const changed = Object.keys(body).filter((k) => !volatile.includes(k) && !same(body[k], own(other, k)));
      if (!changed.length) return;
      const fields = writes?.putWhole ? body : Object.fromEntries(changed.map((k) => [k, body[k]]));
      await this.write('PUT', recordPath(id), fields, cloud, notes);
      wrote = true;
    };
    if (!writes?.collection) {
      const now = new Map(after);
      for (const [id, rec] of before) if (now.has(id)) await put(id, rec, now.get(id)!);
      return wrote;
    }
    // Content and order as they were: the leading records still in their place keep their ids (their fields PUT back);
    // from the first place that differs, the router's records go (last first: a router that numbers its records by
    // position keeps the others' ids meanwhile) and the snapshot's are created again in order — which gives them
    // back their ids on a router that numbers a new record after the highest it holds. A router that never reuses an
    // id gives new ones: the comparison names each (`natportredirect: id 1 → 34`).
    let kept = 0;
    while (kept < before.length && kept < after.length && before[kept][0] === after[kept][0]) kept++;
    for (const [id] of after.slice(kept).reverse()) {
      await this.write('DELETE', recordPath(id), undefined, cloud, notes);
      wrote = true;
    }
    for (let i = 0; i < kept; i++) await put(before[i][0], before[i][1], after[i][1]);
    for (const [id, rec] of before.slice(kept)) {
      const created = await this.write('POST', snap.path, this.body(snap.resource, rec), cloud, notes);
      wrote = true;
      const newId = created && typeof created === 'object' ? (created as Rec)[key] : undefined;
      if (newId !== undefined && String(newId) !== id) {
        if (!this.newIds.has(snap.resource)) this.newIds.set(snap.resource, new Map());
        this.newIds.get(snap.resource)!.set(id, String(newId));
      }
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
