/**
 * The emulator's control API (QA's handle; absent on a bench and on a real router): the shapes the
 * emulator accepts and answers, and the scenario DSL sends and reads. Documented in the README.
 */
import {
  array,
  boolean,
  enums,
  type Infer,
  integer,
  literal,
  max,
  min,
  nullable,
  number,
  object,
  optional,
  pattern,
  refine,
  size,
  string,
  unknown,
} from 'superstruct';

export const CONTROL_BASE = '/__emulator';

/**
 * The control API's paths under CONTROL_BASE (README "The control API"), one per resource: a string, or for a path
 * with a parameter a function of it (the emulator's route passes ':mac', the DSL the MAC) — like the cloud's paths.
 */
export const controlPaths = {
  reset: 'reset',
  state: 'state',
  faults: 'faults',
  fault: <I extends string | number>(id: I) => `faults/${id}` as const,
  clock: 'clock',
  journal: 'journal',
  sessionsExpire: 'sessions/expire',
  firmwareUpdate: 'firmware-update',
  // the world around the device
  internet: 'internet',
  traffic: 'traffic',
  firmware: 'firmware',
  alexaRegister: 'alexa/register',
  // the network
  limits: 'limits',
  cable: 'cable',
  wanDetect: 'wan-detect',
  wan: 'wan',
  // the devices connected
  devices: 'devices',
  device: <M extends string>(mac: M) => `devices/${mac}` as const,
  // the mesh
  meshNodes: 'mesh/nodes',
  meshNode: <M extends string>(mac: M) => `mesh/nodes/${mac}` as const,
  meshNodeProxyFault: <M extends string>(mac: M) => `mesh/nodes/${mac}/proxy-fault` as const,
  meshProxyFaults: 'mesh/proxy-faults',
  meshPending: 'mesh/pending',
  meshUnavailable: 'mesh/unavailable',
  // tools and parental control
  wpsPair: 'wps/pair',
  parentalFail: 'parental/fail',
} as const;

/** A failure to inject: the next matching requests (by path, exact or a `*` prefix; by method) fail that way. */
export const FaultSpec = refine(
  object({
    method: optional(pattern(string(), /^[A-Za-z]+$/)),
    path: size(pattern(string(), /^\/\S*$/), 1, 2048),
    /** no 204/205/304: those cannot carry the fault's body */
    status: optional(refine(max(min(integer(), 200), 599), 'status', (v) => ![204, 205, 304].includes(v))),
    body: optional(unknown()),
    /** at most a day of (virtual) delay; at most a million requests: anything beyond is a typo, refused (400) */
    delayMs: optional(max(min(integer(), 0), 24 * 60 * 60 * 1000)),
    times: optional(max(min(integer(), 1), 1_000_000)),
    drop: optional(boolean()),
  }),
  'fault',
  (f) => !(f.drop && (f.status !== undefined || f.body !== undefined)) || 'drop cannot be combined with status or body',
);
// superstruct infers optional(unknown()) as a required `unknown`: spell it optional.
export type FaultSpec = Omit<Infer<typeof FaultSpec>, 'body'> & { body?: unknown };

/** One request the device received. */
export const JournalEntry = object({
  seq: integer(),
  method: string(),
  /** path with its query string */
  path: string(),
  /** 0 when the connection was dropped (the client saw no status) */
  status: integer(),
  /** virtual ms when the request arrived */
  time: number(),
  dropped: optional(literal(true)),
});
export type JournalEntry = Infer<typeof JournalEntry>;
export const Journal = array(JournalEntry);

/**
 * Sent by a scenario's page while the DSL advances time: the page's virtual time (ms). An emulator in manual
 * mode first moves its clock there, so a page running through its own timers meets the device at each instant.
 */
export const PAGE_TIME_HEADER = 'x-emulator-page-time';

export const ClockMode = enums(['manual', 'real'] as const);
export const ClockState = object({
  mode: ClockMode,
  now: number(),
  /** virtual ms of the earliest timer due on the device (null: none) — the next instant anything happens */
  next: nullable(number()),
  /** requests waiting on the virtual clock (fault delays, ping…): they answer only when time advances */
  sleeping: integer(),
});
export type ClockState = Infer<typeof ClockState>;
