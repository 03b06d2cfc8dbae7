/**
 * The bench inventory (hil/bench.example.json documents every field): the lab's routers, what each can do and what
 * a scenario may change on it. Parsed and checked as a whole before anything runs: every problem is reported, one
 * message each, naming the router and the field.
 */
import { modelInfo, modelNames, type ModelName } from '@roteador/contract';
import { effectNames, type Effect } from '../../scenarios/dsl/effects.ts';
import { ALEXA_REGISTERED, MESH_AGENT } from '../../scenarios/dsl/lab.ts';
import { DEFAULT_MAX_WAIT_S, DEFAULT_RESTART_LIMIT_S, POWER_OFF_S } from './time.ts';
/** Capabilities only the emulator has: a physical router can never list them. */
const EMULATOR_ONLY = ['clock', 'faults', 'control'];
const MAX_AGENTS = 16;
const FIELDS = [
  'name',
  'address',
  'model',
  'credentials',
  'capabilities',
  'protected',
  'allowEffects',
  'powerCycle',
  'restartLimitS',
  'realTime',
  'cloud',
  'proxyPort',
  'power',
  'wan',
  'nodes',
  '$comment',
] as const;

/**
 * What a lab may let the runner do to a router besides the scenarios' own writes (inventory-only, not a write effect of
 * the contract's table): `factory-reset` — the runner resets the router to its factory settings for a scenario that
 * starts from them (header `device: { profile: 'factory' }`, `lab: ['factory-reset']`), and restores it after.
 */
const LAB_EFFECTS = ['factory-reset'] as const;

/** The lab's power commands for one outlet: shell strings (a PDU over HTTP or SNMP, a USB relay…). */
export interface PowerCommands {
  on: string;
  off: string;
  /** default: off, POWER_OFF_S, on (the runner runs them) */
  cycle?: string;
}

/** The lab's commands for the router's WAN link: a managed switch's port, a relay on the cable. */
export interface WanCommands {
  up: string;
  down: string;
}

/** A mesh node's outlet, keyed by its MAC (the router's mesh lists each node by it; upper case). */
export interface NodeOutlet {
  mac: string;
  power: PowerCommands;
}

export interface BenchRouter {
  name: string;
  /** host:port of the router's web API */
  address: string;
  model: ModelName;
  credentials: { username: string; password: string };
  /** as listed, plus `model:<model>` */
  capabilities: string[];
  protected: boolean;
  allowEffects: Effect[];
  /** a shell command that switches the router off and on again (last resort after a reboot) */
  powerCycle?: string;
  /** s the router may take to answer again (after a reboot, an apply, the power-cycle command) */
  restartLimitS: number;
  realTime: { maxWaitS: number };
  /** where the UI's cloud services (/cloud of /config.json) are forwarded; none: they answer 502 */
  cloud?: string;
  /** the port of the runner's proxy on 127.0.0.1 for this router (a lab with firewalled hosts); none: any free one */
  proxyPort?: number;
  /** the router's outlet (`powerCycle` above is its `cycle`, or off-then-on) */
  power?: PowerCommands;
  /** the router's WAN link */
  wan?: WanCommands;
  /** the outlets of its mesh nodes */
  nodes: NodeOutlet[];
  /** the runner may reset it to its factory settings (allowEffects' `factory-reset`) */
  factoryReset: boolean;
}

export interface Inventory {
  routers: BenchRouter[];
  /** where locks are kept (default: the system's temp dir); a bench shared by several hosts needs a shared one */
  lockDir?: string;
}

export class InventoryError extends Error {
  constructor(readonly problems: string[], source = 'inventário') {
    super(`${source} inválido:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'InventoryError';
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const show = (v: unknown) => JSON.stringify(v) ?? String(v);

/** host:port — a name, an IPv4 address or a bracketed IPv6 address, and a port 1–65535. */
export function validAddress(address: string): boolean {
  const m = /^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?):(\d{1,5})$/.exec(address);
  return !!m && Number(m[3]) >= 1 && Number(m[3]) <= 65535;
}

/** A MAC address with colons (any case). */
const validMac = (v: unknown): v is string => typeof v === 'string' && /^[0-9A-Fa-f]{2}(:[0-9A-Fa-f]{2}){5}$/.test(v);

/** The cycle command of an outlet: its own, else off, POWER_OFF_S, on (on even when off failed: the power comes back). */
const cycleCommand = (p: PowerCommands): string => p.cycle ?? `(${p.off}); sleep ${POWER_OFF_S}; ${p.on}`;

const isCommand = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/**
 * A driver's commands (`power`, `wan`, a node's `power`): an object of shell strings, its `required` pair together.
 * Problems go to `bad` with the field's path; null when any.
 */
function commands<K extends string>(
  raw: unknown,
  field: string,
  keys: readonly K[],
  required: readonly K[],
  optionalPair: boolean,
  bad: (field: string, message: string) => void,
): Partial<Record<K, string>> | null {
  const example = keys.map((k) => `"${k}": "comando"`).join(', ');
  if (!isObject(raw)) {
    bad(field, `um objeto de comandos { ${example} }, veio ${show(raw)}`);
    return null;
  }
  if (!Object.keys(raw).length) {
    bad(field, `ao menos um comando { ${example} }`);
    return null;
  }
  let ok = true;
  const out: Partial<Record<K, string>> = {};
  for (const [k, v] of Object.entries(raw)) {
    if (!(keys as readonly string[]).includes(k)) {
      bad(`${field}.${k}`, `campo desconhecido (os comandos: ${keys.join(', ')})`);
      ok = false;
    } else if (!isCommand(v)) {
      bad(`${field}.${k}`, `um comando (texto não vazio), veio ${show(v)}`);
      ok = false;
    } else out[k as K] = v;
  }
  const given = required.filter((k) => Object.hasOwn(raw, k));
  if (given.length !== required.length && (given.length > 0 || !optionalPair)) {
    const missing = required.filter((k) => !Object.hasOwn(raw, k));
    bad(`${field}.${missing[0]}`, `obrigatório: ${required.map((k) => `${field}.${k}`).join(' e ')} vão juntos`);
    ok = false;
  }
  return ok ? out : null;
}

/** A TCP port to listen on: an integer 1–65535. */
export const validPort = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 65535;

function checkRouter(raw: unknown, index: number, problems: string[]): BenchRouter | null {
  const who = isObject(raw) && typeof raw.name === 'string' && raw.name ? `roteador "${raw.name}"` : `roteador #${index + 1}`;
  const bad = (field: string, message: string) => problems.push(`${who}: campo ${field}: ${message}`);
  if (!isObject(raw)) {
    problems.push(`${who}: esperava um objeto, veio ${show(raw)}`);
    return null;
  }
  const before = problems.length;
  for (const key of Object.keys(raw)) {
    if (!(FIELDS as readonly string[]).includes(key)) bad(key, `campo desconhecido (os campos: ${FIELDS.join(', ')})`);
  }
  const { name, address, model, credentials, capabilities, allowEffects, powerCycle, restartLimitS, realTime, cloud, proxyPort, power, wan, nodes } = raw;
  if (typeof name !== 'string' || !/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/.test(name)) {
    bad('name', `obrigatório: letras, dígitos, '.', '_' ou '-' (até 64), veio ${show(name)}`);
  } else if (name === 'all') bad('name', `"all" é reservado para --router all`);
  if (typeof address !== 'string' || !validAddress(address)) {
    bad('address', `obrigatório no formato host:porta (ex.: "192.168.0.1:80"), veio ${show(address)}`);
  }
  if (typeof model !== 'string' || !(modelNames as readonly string[]).includes(model)) {
    bad('model', `um dos 13 modelos (${modelNames.join(', ')}), veio ${show(model)}`);
  }
  if (!isObject(credentials)) bad('credentials', `obrigatório: { "username", "password" }, veio ${show(credentials)}`);
  else {
    for (const k of ['username', 'password'] as const) {
      const v = credentials[k];
      if (typeof v !== 'string' || v.length < 1 || v.length > 64) bad(`credentials.${k}`, `texto de 1 a 64 caracteres`);
    }
    for (const k of Object.keys(credentials)) {
      if (k !== 'username' && k !== 'password') bad(`credentials.${k}`, 'campo desconhecido');
    }
  }
  const isProtected = raw.protected === undefined ? false : raw.protected;
  if (typeof isProtected !== 'boolean') bad('protected', `true ou false, veio ${show(raw.protected)}`);
  const mesh = typeof model === 'string' && (modelNames as readonly string[]).includes(model)
    ? modelInfo(model as ModelName).mesh
    : true;
  const caps: string[] = [];
  if (!Array.isArray(capabilities)) bad('capabilities', `obrigatório: uma lista (ex.: ["mesh"]), veio ${show(capabilities)}`);
  else {
    capabilities.forEach((c, i) => {
      const field = `capabilities[${i}]`;
      if (typeof c !== 'string') return bad(field, `texto, veio ${show(c)}`);
      if (EMULATOR_ONLY.includes(c)) return bad(field, `"${c}" só o emulador tem: um roteador físico não pode declará-la`);
      if (caps.includes(c)) return bad(field, `"${c}" repetida`);
      if (c === 'mesh') {
        if (!mesh) bad(field, `o modelo ${model} não tem mesh`);
      } else if (c.startsWith('mesh-agents:')) {
        const n = c.slice('mesh-agents:'.length);
        if (!/^\d+$/.test(n) || Number(n) > MAX_AGENTS) bad(field, `mesh-agents:N com N de 0 a ${MAX_AGENTS}, veio "${c}"`);
        else if (!capabilities.includes('mesh')) bad(field, `"${c}" pede também "mesh"`);
      } else if (c === MESH_AGENT) {
        // a secondary node of the lab's mesh at its own address: in a mesh, with no nodes of its own
        if (!capabilities.includes('mesh')) bad(field, `"${c}" pede também "mesh" (o agente é um nó da mesh do laboratório)`);
        const agents = capabilities.find((o) => typeof o === 'string' && /^mesh-agents:[1-9]/.test(o));
        if (agents) bad(field, `"${c}" não combina com "${agents}": os agentes são de um controlador, um agente não tem nós seus`);
      } else if (c.startsWith('model:')) {
        if (c !== `model:${model}`) bad(field, `"${c}" difere do modelo do roteador (${show(model)})`);
      } else if (c === ALEXA_REGISTERED) {
        // the voice model registered with the lab's Amazon account (done on Amazon's site, not by the runner)
        if (typeof model === 'string' && (modelNames as readonly string[]).includes(model) && !modelInfo(model as ModelName).voice) {
          bad(field, `"${c}" (a Alexa registrada na conta Amazon do laboratório) pede um modelo com assistente de voz; o modelo ${model} não tem`);
        }
      } else return bad(field, `desconhecida "${c}" (as capacidades: mesh, mesh-agents:N, ${MESH_AGENT}, ${ALEXA_REGISTERED}, model:<modelo>)`);
      caps.push(c);
    });
  }
  const effects: Effect[] = [];
  let factoryReset = false;
  const known = [...effectNames, ...LAB_EFFECTS];
  if (!Array.isArray(allowEffects)) {
    bad('allowEffects', `obrigatório: uma lista de efeitos (${known.join(', ')}), veio ${show(allowEffects)}`);
  } else {
    allowEffects.forEach((e, i) => {
      const field = `allowEffects[${i}]`;
      if (typeof e !== 'string' || !(known as readonly string[]).includes(e)) {
        return bad(field, `efeito desconhecido ${show(e)} (os efeitos: ${known.join(', ')})`);
      }
      if (effects.includes(e as Effect) || (e === 'factory-reset' && factoryReset)) return bad(field, `"${e}" repetido`);
      if (isProtected === true && e !== 'session') {
        return bad(field, `um roteador protegido só roda cenários de leitura: só "session" (entrar) é permitido, veio "${e}"`);
      }
      if (e === 'factory-reset') {
        // a factory reset unpairs the router's mesh: its agents would not come back by themselves
        const agents = caps.find((c) => /^mesh-agents:[1-9]/.test(c));
        if (agents) {
          return bad(field, `"factory-reset" desfaria o pareamento da mesh (${agents}): o runner não refaz o pareamento dos nós; permita-o num roteador sem nós`);
        }
        if (caps.includes(ALEXA_REGISTERED)) {
          return bad(field, `"factory-reset" desfaria o registro da Alexa (${ALEXA_REGISTERED}): o registro é feito no site da Amazon, o runner não o refaz; permita-o num roteador sem a Alexa registrada`);
        }
        if (caps.includes(MESH_AGENT)) {
          return bad(field, `"factory-reset" tiraria o agente da mesh (${MESH_AGENT}): o runner não refaz o pareamento; permita-o num roteador sem mesh ou sem nós`);
        }
        factoryReset = true;
        return;
      }
      effects.push(e as Effect);
    });
  }
  if (powerCycle !== undefined && (typeof powerCycle !== 'string' || !powerCycle.trim())) {
    bad('powerCycle', `um comando (texto não vazio), veio ${show(powerCycle)}`);
  }
  const outlet = power === undefined ? null : commands(power, 'power', ['on', 'off', 'cycle'] as const, ['on', 'off'] as const, true, bad);
  if (outlet?.cycle !== undefined && powerCycle !== undefined) {
    bad('powerCycle', 'é o power.cycle de antes: declare só power.cycle');
  }
  const link = wan === undefined ? null : commands(wan, 'wan', ['up', 'down'] as const, ['up', 'down'] as const, false, bad);
  const outlets: NodeOutlet[] = [];
  if (nodes !== undefined) {
    if (!Array.isArray(nodes)) bad('nodes', `uma lista de nós { "mac": "AA:BB:CC:00:00:02", "power": { "on", "off" } }, veio ${show(nodes)}`);
    else {
      if (nodes.length && !(Array.isArray(capabilities) && capabilities.includes('mesh'))) bad('nodes', 'nós de mesh pedem a capacidade "mesh"');
      nodes.forEach((n, i) => {
        const field = `nodes[${i}]`;
        if (!isObject(n)) return bad(field, `um nó { "mac", "power" }, veio ${show(n)}`);
        for (const k of Object.keys(n)) if (k !== 'mac' && k !== 'power' && k !== '$comment') bad(`${field}.${k}`, 'campo desconhecido (os campos: mac, power)');
        if (!validMac(n.mac)) return bad(`${field}.mac`, `o MAC do nó como a mesh do roteador o lista (ex.: "AA:BB:CC:00:00:02"), veio ${show(n.mac)}`);
        const mac = n.mac.toUpperCase();
        if (outlets.some((o) => o.mac === mac)) return bad(`${field}.mac`, `"${mac}" repetido`);
        // a node's outlet is switched off and on (node-power): both commands
        const p = commands(n.power, `${field}.power`, ['on', 'off', 'cycle'] as const, ['on', 'off'] as const, false, bad);
        if (p) outlets.push({ mac, power: p as PowerCommands });
      });
    }
  }
  if (restartLimitS !== undefined && (typeof restartLimitS !== 'number' || !Number.isInteger(restartLimitS) || restartLimitS < 1 || restartLimitS > 3600)) {
    bad('restartLimitS', `inteiro de 1 a 3600 (segundos), veio ${show(restartLimitS)}`);
  }
  let maxWaitS = DEFAULT_MAX_WAIT_S;
  if (realTime !== undefined) {
    if (!isObject(realTime)) bad('realTime', `um objeto { "maxWaitS": segundos }, veio ${show(realTime)}`);
    else {
      for (const k of Object.keys(realTime)) if (k !== 'maxWaitS') bad(`realTime.${k}`, 'campo desconhecido');
      const s = realTime.maxWaitS;
      if (s !== undefined && (typeof s !== 'number' || !Number.isInteger(s) || s < 0 || s > 3600)) {
        bad('realTime.maxWaitS', `inteiro de 0 a 3600 (segundos), veio ${show(s)}`);
      } else if (typeof s === 'number') maxWaitS = s;
    }
  }
  if (cloud !== undefined) {
    let ok = false;
    try {
      ok = typeof cloud === 'string' && /^https?:$/.test(new URL(cloud).protocol);
    } catch { /* not a URL */ }
    if (!ok) bad('cloud', `um endereço http(s)://… dos serviços de nuvem, veio ${show(cloud)}`);
  }
  if (proxyPort !== undefined && !validPort(proxyPort)) {
    bad('proxyPort', `a porta do proxy do runner em 127.0.0.1: inteiro de 1 a 65535, veio ${show(proxyPort)}`);
  }
  if (problems.length > before) return null;
  const modelCap = `model:${model}`;
  return {
    name: name as string,
    address: address as string,
    model: model as ModelName,
    credentials: { username: (credentials as Record<string, string>).username, password: (credentials as Record<string, string>).password },
    capabilities: caps.includes(modelCap) ? caps : [...caps, modelCap],
    protected: isProtected as boolean,
    allowEffects: effects,
    // the guard's last resort: the outlet's cycle (or off, then on), or the command of before
    ...(outlet?.on !== undefined ? { powerCycle: cycleCommand(outlet as PowerCommands) } : outlet?.cycle !== undefined ? { powerCycle: outlet.cycle } : powerCycle === undefined ? {} : { powerCycle: powerCycle as string }),
    restartLimitS: restartLimitS === undefined ? DEFAULT_RESTART_LIMIT_S : (restartLimitS as number),
    realTime: { maxWaitS },
    ...(cloud === undefined ? {} : { cloud: (cloud as string).replace(/\/+$/, '') }),
    ...(proxyPort === undefined ? {} : { proxyPort: proxyPort as number }),
    ...(outlet?.on !== undefined ? { power: outlet as PowerCommands } : {}),
    ...(link ? { wan: link as WanCommands } : {}),
    nodes: outlets,
    factoryReset,
  };
}

/** Checks a parsed inventory; throws InventoryError with every problem found. */
export function parseInventory(raw: unknown, source?: string): Inventory {
  const problems: string[] = [];
  if (!isObject(raw)) throw new InventoryError([`esperava um objeto { "routers": [...] }, veio ${show(raw)}`], source);
  for (const key of Object.keys(raw)) {
    if (key !== 'routers' && key !== 'lockDir' && key !== '$comment') problems.push(`campo desconhecido ${key} (os campos: routers, lockDir)`);
  }
  if (raw.lockDir !== undefined && (typeof raw.lockDir !== 'string' || !raw.lockDir)) {
    problems.push(`campo lockDir: um diretório (texto), veio ${show(raw.lockDir)}`);
  }
  const routers: BenchRouter[] = [];
  if (!Array.isArray(raw.routers) || raw.routers.length === 0) {
    problems.push(`campo routers: obrigatório, uma lista com ao menos um roteador, veio ${show(raw.routers)}`);
  } else {
    raw.routers.forEach((r, i) => {
      const router = checkRouter(r, i, problems);
      if (!router) return;
      if (routers.some((o) => o.name === router.name)) problems.push(`roteador "${router.name}": campo name: repetido`);
      else {
        const same = routers.find((o) => o.proxyPort !== undefined && o.proxyPort === router.proxyPort);
        if (same) problems.push(`roteador "${router.name}": campo proxyPort: ${router.proxyPort} já é o do roteador "${same.name}"`);
        routers.push(router);
      }
    });
  }
  if (problems.length) throw new InventoryError(problems, source);
  return { routers, ...(typeof raw.lockDir === 'string' ? { lockDir: raw.lockDir } : {}) };
}

/** Reads and checks an inventory file (JSON). */
export function loadInventory(path: string): Inventory {
  let text: string;
  try {
    text = Deno.readTextFileSync(path);
  } catch (e) {
    throw new InventoryError([`não foi possível ler o arquivo: ${(e as Error).message}`], path);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    throw new InventoryError([`JSON inválido: ${(e as Error).message}`], path);
  }
  return parseInventory(raw, path);
}

/** The routers `--router NAME|all` picks. */
export function pickRouters(inventory: Inventory, name: string): BenchRouter[] {
  if (name === 'all') return inventory.routers;
  const router = inventory.routers.find((r) => r.name === name);
  if (!router) {
    throw new InventoryError([`roteador "${name}" não está no inventário (há: ${inventory.routers.map((r) => r.name).join(', ')})`]);
  }
  return [router];
}
