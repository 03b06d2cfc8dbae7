/**
 * size: the whole lab of a bench in one place — every driver and router-API setup, its checks, its undo at the end.
 * The lab around a bench router, as the runner drives it: the inventory's driver commands (the router's and its mesh
 * nodes' `power`, the router's `wan`: shell strings for a PDU, a relay, a switch port) and the router's own API where
 * a lab does it that way (a factory reset, an operation mode). A scenario asks for them through the proxy
 * (`POST /__hil/lab`, the DSL's verbs on a bench: scenarios/dsl/lab.ts), only for the lab needs its header declares;
 * they run here, in the runner's process — never from the browser —, logged (the driver's field, never its command,
 * which may hold a PDU's password) and journaled with the scenario's exchanges.
 *
 * Each action ends when the router shows it (the internet gone or back, a node offline or online, the router back
 * after its power was cut — `router-power`, the DSL's `expireSessions()`: a power loss drops every session and keeps
 * the configuration; the router's `power.cycle` (or `powerCycle`, or off then on) where it allows `reboot`, ended once
 * it answers and no longer takes a token it gave before —; up to its restartLimitS). At the scenario's end — also on a failure, a
 * Ctrl-C or Playwright's death: it is the scenario's guard (restores.ts, run.ts) — the lab is left as the scenario
 * found it: the router's outlet on (a cycle that failed midway), the WAN up, every outlet on, the owner's
 * credentials back (after a factory reset, or a scenario that changed them: the proxy saw the router take them), then
 * the configuration restored and verified (guard.ts).
 */
import { API_BASE, decodeSecret, encodeSecret, sameMac } from '@roteador/contract';
import { enums, literal, object, string, union, validate } from 'superstruct';
import { type LabRequest, needOf } from '../../scenarios/dsl/lab.ts';
import { RouterApi } from './api.ts';
import { guardFor as configGuardFor } from './guard.ts';
import type { BenchRouter, NodeOutlet } from './inventory.ts';
import type { GuardVerdict, ScenarioBegin, ScenarioGuard } from './proxy.ts';
import { API_TIMEOUT_MS, APPLY_DOWN_MS, LAB_COMMAND_LIMIT_MS, LAB_POLL_MS, sleep } from './time.ts';

type Credentials = { username: string; password: string };

/**
 * A router's factory credentials (spec 2 §4.2: the wizard logs in as the default administrator): what the UI's
 * wizard logs in with (web/src/features/wizard/session.ts) and the emulator's factory restore gives (device/restore.ts).
 */
export const FACTORY_CREDENTIALS: Credentials = { username: 'admin', password: 'admin' };

/**
 * The credentials the router takes now: the owner's (the inventory's) at the start; the factory's after a factory
 * reset; those a scenario set (a `PUT user/0` the proxy let through and the router took, the wizard's or the users
 * page's). The runner's client logs in with them, and the scenario's end puts the owner's back.
 */
export class RouterCredentials {
  current: Credentials;
  constructor(readonly owner: Credentials) {
    this.current = { ...owner };
  }

  /**
   * An exchange the proxy forwarded: a PUT user the router took changes them; a factory restore it took (POST action
   * {actionID: 2}, the restore page's 'Restaurar padrão de fábrica') makes them the factory's.
   */
  observe(method: string, path: string, status: number, body: unknown): void {
    const took = status >= 200 && status <= 299;
    if (method === 'POST' && /^\/api\/v1\/action(\?.*)?$/.test(path) && took && (body as { actionID?: unknown } | null)?.actionID === 2) {
      this.current = { ...FACTORY_CREDENTIALS };
      return;
    }
    if (method !== 'PUT' || !/^\/api\/v1\/user(\/[^/?]*)?(\?.*)?$/.test(path) || status < 200 || status > 299) return;
    const b = body as { username?: unknown; password?: unknown } | null;
    if (typeof b?.username !== 'string' || typeof b?.password !== 'string') return;
    // as the router reads them: base64 of printable text (what the UI sends), else as sent
    const plain = (s: string) => {
      const d = decodeSecret(s);
      return d !== undefined && d !== '' && !/[\u0000-\u001f\u007f]/.test(d) ? d : s;
    };
    this.current = { username: plain(b.username), password: plain(b.password) };
  }

  isOwner(): boolean {
    return this.current.username === this.owner.username && this.current.password === this.owner.password;
  }
}

/** The router as the runner's own client sees it: its credentials those it takes now. */
function withCredentials(router: BenchRouter, credentials: RouterCredentials): BenchRouter {
  return new Proxy(router, { get: (r, key) => (key === 'credentials' ? credentials.current : Reflect.get(r, key)) });
}

/** A lab request the runner refuses or could not carry out: its HTTP status and why. */
class LabError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
    this.name = 'LabError';
  }
}

/** What a scenario may ask (scenarios/dsl/lab.ts LabRequest): the modes are the contract's (0, 1, 3). */
const LabRequestStruct = union([
  object({ driver: literal('wan'), action: enums(['up', 'down']) }),
  object({ driver: literal('node-power'), mac: string(), action: enums(['on', 'off']) }),
  object({ driver: literal('factory-reset') }),
  object({ driver: literal('operation-mode'), mode: enums([0, 1, 3]) }),
  object({ driver: literal('router-power'), action: enums(['cycle']) }),
]);

/** One driver command, through `sh -c`, bounded in time; its exit code and the last line of its error output. */
async function runCommand(command: string): Promise<{ ok: boolean; detail: string }> {
  const child = new Deno.Command('sh', { args: ['-c', command], stdin: 'null', stdout: 'null', stderr: 'piped' }).spawn();
  const timer = setTimeout(() => {
    try {
      child.kill('SIGKILL');
    } catch { /* ended */ }
  }, LAB_COMMAND_LIMIT_MS);
  try {
    const out = await child.output();
    const err = new TextDecoder().decode(out.stderr).trim().split('\n').at(-1)?.slice(0, 200) ?? '';
    if (out.success) return { ok: true, detail: 'código 0' };
    return { ok: false, detail: out.signal === 'SIGKILL' ? `não terminou em ${LAB_COMMAND_LIMIT_MS / 1000} s` : `código ${out.code}${err ? `: ${err}` : ''}` };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Before a run: the lab as the scenarios expect it — the WAN up, the router's and every node's outlet on (what a run
 * killed with -9 midway may have left). A command that fails is said, and the run goes on (its first login tells).
 */
export async function labReady(router: BenchRouter, log: (line: string) => void): Promise<void> {
  const commands: [string, string][] = [
    ...(router.wan ? [['wan.up', router.wan.up] as [string, string]] : []),
    ...(router.power ? [['power.on', router.power.on] as [string, string]] : []),
    ...router.nodes.map((n): [string, string] => [`nodes[${n.mac}].power.on`, n.power.on]),
  ];
  for (const [field, command] of commands) {
    const r = await runCommand(command);
    log(`› lab: ${router.name}: ${field} (o laboratório como os cenários o esperam): ${r.detail}`);
  }
}

/** What the proxy answers a lab request: `credentials` when the router's changed (a factory reset). */
export interface LabAnswer {
  status: 'success';
  credentials?: Credentials;
}

/** The lab of one scenario: its driver actions, and their undo at its end (with the configuration's restore). */
class ScenarioLab implements ScenarioGuard {
  private readonly api: RouterApi;
  /** the WAN this scenario took down (its undo brings it up); whether the router had internet before */
  private wanDown: { hadInternet: boolean } | null = null;
  /** the node outlets this scenario switched off */
  private readonly nodesOff = new Set<string>();
  /** the router's power cycle began and the router was not seen back: the end switches its outlet on */
  private powerCut = false;
  /** the lab request under way: the end waits for it (a Ctrl-C mid-reset), never undoes beside it */
  private pending: Promise<unknown> = Promise.resolve();
  private ending = false;

  constructor(
    private readonly router: BenchRouter,
    private readonly begin: ScenarioBegin,
    private readonly credentials: RouterCredentials,
    private readonly config: ScenarioGuard | null,
    private readonly log: (line: string) => void,
  ) {
    this.api = new RouterApi(withCredentials(router, credentials));
  }

  before(): Promise<void> {
    return this.config?.before() ?? Promise.resolve();
  }

  private get limitMs(): number {
    return this.router.restartLimitS * 1000;
  }

  /** Runs one of the inventory's commands, named by its field; throws LabError when it fails. */
  private async command(field: string, command: string): Promise<void> {
    const started = Date.now();
    const r = await runCommand(command);
    this.log(`› lab: ${field}: ${r.detail} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    if (!r.ok) throw new LabError(502, `o comando ${field} do inventário falhou: ${r.detail}`);
  }

  /** Waits until `ok()` holds, reading every LAB_POLL_MS, up to the router's restart limit; throws LabError naming `what`. */
  private async until(what: string, ok: () => Promise<boolean>): Promise<void> {
    const deadline = Date.now() + this.limitMs;
    for (;;) {
      try {
        if (await ok()) return;
      } catch { /* not answering yet: read again */ }
      if (Date.now() > deadline) throw new LabError(504, `${what}: o roteador não mostrou isso em ${this.router.restartLimitS} s`);
      await sleep(LAB_POLL_MS);
    }
  }

  private async hasInternet(): Promise<boolean> {
    const status = await this.api.call('GET', 'status', undefined, { auth: false });
    if (status.status !== 200 || !Array.isArray(status.body)) throw new Error(`GET status → ${status.status}`);
    return (status.body[0] as { has_internet?: boolean }).has_internet === true;
  }

  private async nodeOnline(mac: string): Promise<boolean | undefined> {
    const mesh = await this.api.read('easymesh') as { nodes?: { mac: string; is_online: boolean }[] }[];
    return mesh[0]?.nodes?.find((n) => sameMac(n.mac, mac))?.is_online;
  }

  private outlet(mac: string): NodeOutlet {
    const outlet = this.router.nodes.find((n) => sameMac(n.mac, mac));
    if (!outlet) {
      const have = this.router.nodes.map((n) => n.mac).join(', ') || 'nenhum';
      throw new LabError(404, `o nó ${mac} não tem tomada no inventário do roteador "${this.router.name}" (campo nodes: ${have})`);
    }
    return outlet;
  }

  private async wan(up: boolean): Promise<void> {
    const wan = this.router.wan;
    if (!wan) throw new LabError(409, `o roteador "${this.router.name}" não tem o driver wan no inventário`);
    if (!up) {
      const hadInternet = this.wanDown?.hadInternet ?? (await this.hasInternet().catch(() => true));
      await this.command('wan.down', wan.down);
      this.wanDown = { hadInternet };
      await this.until('a WAN desligada (wan.down): sem internet', async () => !(await this.hasInternet()));
      return;
    }
    const hadInternet = this.wanDown?.hadInternet ?? true;
    await this.command('wan.up', wan.up);
    this.wanDown = null;
    if (hadInternet) await this.until('a WAN ligada (wan.up): a internet de volta', () => this.hasInternet());
  }

  private async nodePower(mac: string, on: boolean): Promise<void> {
    const outlet = this.outlet(mac);
    const field = `nodes[${outlet.mac}].power.${on ? 'on' : 'off'}`;
    await this.command(field, on ? outlet.power.on : outlet.power.off);
    if (on) this.nodesOff.delete(outlet.mac);
    else this.nodesOff.add(outlet.mac);
    await this.until(`o nó ${outlet.mac} ${on ? 'online' : 'offline'} (${field})`, async () => (await this.nodeOnline(outlet.mac)) === on);
  }

  /** The router's factory restore through its API; from then on it takes the factory credentials. */
  private async factoryReset(): Promise<Credentials> {
    this.log(`› lab: ${this.router.name}: restauração de fábrica (POST action {"actionID":2})`);
    const r = await this.api.call('POST', 'action', { actionID: 2 });
    if (r.status !== 200) throw new LabError(502, `a restauração de fábrica: POST action {"actionID":2} → ${r.status}`);
    this.credentials.current = { ...FACTORY_CREDENTIALS };
    await this.restarted('a restauração de fábrica');
    return { ...FACTORY_CREDENTIALS };
  }

  /** The mode switched as the UI's page switches it: PUT system/0, apply, the restart. */
  private async operationMode(mode: number): Promise<void> {
    const system = await this.api.read('system') as { operationMode?: number }[];
    if (system[0]?.operationMode === mode) return;
    this.log(`› lab: ${this.router.name}: modo de operação ${mode} (PUT system/0, POST action {"actionID":5})`);
    const put = await this.api.call('PUT', 'system/0', { operationMode: mode });
    if (put.status !== 200) throw new LabError(502, `o modo de operação ${mode}: PUT system/0 → ${put.status}: ${JSON.stringify(put.body)}`);
    const apply = await this.api.call('POST', 'action', { actionID: 5 });
    if (apply.status !== 200) throw new LabError(502, `o modo de operação ${mode}: POST action {"actionID":5} → ${apply.status}`);
    await this.restarted(`o modo de operação ${mode}`);
    const now = await this.api.read('system') as { operationMode?: number }[];
    if (now[0]?.operationMode !== mode) throw new LabError(502, `o modo de operação ${mode}: o roteador voltou em ${now[0]?.operationMode}`);
  }

  /** A session of the runner's own (POST session with the credentials the router takes now): its token. */
  private async sessionToken(): Promise<string> {
    const { username, password } = this.credentials.current;
    const r = await this.api.call('POST', 'session', { username: encodeSecret(username), password: encodeSecret(password) }, { auth: false });
    const token = (r.body as { token?: unknown } | null)?.token;
    if (r.status !== 200 || typeof token !== 'string') throw new LabError(502, `o login antes de cortar a energia: POST session → ${r.status}`);
    return token;
  }

  /** Whether the router still takes a token (GET device: 200 yes, 401 no); throws when it does not answer. */
  private async takes(token: string): Promise<boolean> {
    const r = await fetch(`http://${this.router.address}${API_BASE}/device`, {
      headers: { authorization: `Bearer ${token}`, 'cache-control': 'no-cache' },
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
    await r.body?.cancel();
    if (r.status === 200 || r.status === 401) return r.status === 200;
    throw new Error(`GET device → ${r.status}`);
  }

  /**
   * The router's power cut and back (router-power: a power loss, which drops every session and keeps the
   * configuration): its cycle command, then until it answers again and no longer takes a token it gave before the cut
   * (its sessions gone: it did lose power; a PDU's cycle may cut it a while after the command returned), and logs in.
   */
  private async routerPower(): Promise<void> {
    const cycle = this.router.powerCycle;
    if (!cycle) throw new LabError(409, `o roteador "${this.router.name}" não tem comando de energia no inventário (power ou powerCycle)`);
    if (!this.router.allowEffects.includes('reboot')) throw new LabError(409, `o roteador "${this.router.name}" não permite reboot (allowEffects)`);
    const field = this.router.power ? 'power.cycle' : 'powerCycle';
    const token = await this.sessionToken();
    this.powerCut = true;
    await this.command(field, cycle);
    let last = '';
    try {
      await this.until(`o roteador religado (${field}): respondendo, sem as sessões de antes`, async () => {
        try {
          if (await this.takes(token)) {
            last = 'a sessão de antes ainda vale';
            return false;
          }
          this.api.forget();
          await this.api.read('device');
          return true;
        } catch (e) {
          last = (e as Error).message;
          throw e;
        }
      });
    } catch (e) {
      throw last ? new LabError((e as LabError).status ?? 504, `${(e as Error).message} (por último: ${last})`) : e;
    }
    this.powerCut = false;
  }

  /** After an action that restarts the router: it goes down (or is seen back already), then answers and logs in. */
  private async restarted(what: string): Promise<void> {
    await sleep(APPLY_DOWN_MS);
    if (!(await this.api.waitUntilUp(this.limitMs, this.log))) {
      throw new LabError(504, `${what}: o roteador não voltou em ${this.router.restartLimitS} s`);
    }
  }

  /** A request of the scenario (POST /__hil/lab); throws LabError with why it was refused or failed. One at a time. */
  lab(raw: unknown): Promise<LabAnswer> {
    if (this.ending) return Promise.reject(new LabError(409, 'o cenário já terminou: o laboratório está sendo desfeito'));
    const next = this.pending.catch(() => {}).then(() => this.carryOut(raw));
    this.pending = next;
    return next;
  }

  private async carryOut(raw: unknown): Promise<LabAnswer> {
    const [invalid, request] = validate(raw, LabRequestStruct);
    if (invalid) throw new LabError(400, `pedido de laboratório inválido: ${invalid.message}`);
    const need = needOf(request as LabRequest);
    const declared = this.begin.lab ?? [];
    if (!declared.includes(need)) {
      throw new LabError(403, `não declarado: lab ${need}; o cenário declara ${declared.length ? `lab: ${declared.join(', ')}` : 'nenhum lab'}`);
    }
    switch (request.driver) {
      case 'wan':
        await this.wan(request.action === 'up');
        return { status: 'success' };
      case 'node-power':
        await this.nodePower(request.mac, request.action === 'on');
        return { status: 'success' };
      case 'factory-reset':
        if (!this.router.factoryReset) throw new LabError(409, `o roteador "${this.router.name}" não permite factory-reset (allowEffects)`);
        return { status: 'success', credentials: await this.factoryReset() };
      case 'operation-mode':
        if (!this.router.allowEffects.includes('operation-mode')) {
          throw new LabError(409, `o roteador "${this.router.name}" não permite operation-mode (allowEffects)`);
        }
        await this.operationMode(request.mode);
        return { status: 'success' };
      case 'router-power':
        await this.routerPower();
        return { status: 'success' };
    }
  }

  /**
   * The scenario's end: the lab as it found it (the WAN up, the outlets on), the owner's credentials back, then the
   * configuration restored and verified. What could not be undone is a difference: the scenario fails on it.
   */
  async after(): Promise<GuardVerdict> {
    this.ending = true;
    await this.pending.catch(() => {});
    const notes: string[] = [];
    const differences: string[] = [];
    const undo = async (what: string, fn: () => Promise<void>) => {
      try {
        await fn();
        notes.push(`lab: ${what}`);
      } catch (e) {
        differences.push(`lab: ${what}: ${(e as Error).message}`);
      }
    };
    // the router's outlet on, if its cycle failed midway (everything else is done through the router)
    if (this.powerCut) {
      await undo('o roteador ligado (power.on)', async () => {
        if (this.router.power) await this.command('power.on', this.router.power.on);
        if (!(await this.api.waitUntilUp(this.limitMs, this.log))) throw new Error(`o roteador não voltou em ${this.router.restartLimitS} s`);
        this.powerCut = false;
      });
    }
    // the internet first: the lab's cloud services answer the router only with it (the guard reads them)
    if (this.wanDown) await undo('WAN de volta (wan.up)', () => this.wan(true));
    for (const mac of [...this.nodesOff]) await undo(`nó ${mac} ligado (power.on)`, () => this.nodePower(mac, true));
    if (!this.credentials.isOwner()) {
      await undo('as credenciais do dono de volta (PUT user/0)', async () => {
        if (!(await this.api.waitUntilUp(this.limitMs, this.log))) throw new Error(`o roteador não voltou em ${this.router.restartLimitS} s`);
        const { username, password } = this.credentials.owner;
        const r = await this.api.call('PUT', 'user/0', { username: encodeSecret(username), password: encodeSecret(password) });
        if (r.status !== 200) throw new Error(`PUT user/0 → ${r.status}`);
        this.credentials.current = { ...this.credentials.owner };
        await this.api.login();
      });
    }
    const config = this.config ? await this.config.after() : { restored: true, differences: [], notes: [] };
    return {
      restored: differences.length === 0 && config.restored,
      differences: [...differences, ...config.differences],
      notes: [...notes, ...config.notes],
    };
  }
}

/**
 * The guard of a scenario (restores.ts): the configuration's (guard.ts) when it writes — or when its lab resets the
 * router or switches its mode, which the restore undoes —, within its lab when it declares one or may change the
 * credentials. None for a read-only scenario without a lab.
 */
export function labGuardFor(
  router: BenchRouter,
  begin: ScenarioBegin,
  credentials: RouterCredentials,
  log: (line: string) => void,
): ScenarioGuard | null {
  const lab = begin.lab ?? [];
  const restoresConfig = lab.includes('factory-reset') || lab.includes('operation-mode');
  const config = configGuardFor(withCredentials(router, credentials), restoresConfig ? { ...begin, effects: [...begin.effects, 'configuration'] } : begin, log);
  if (!config && !lab.length) return null;
  return new ScenarioLab(router, begin, credentials, config, log);
}
