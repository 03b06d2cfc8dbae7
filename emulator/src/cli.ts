/** Command line of the emulator: parsed and checked completely before anything starts. */
import { isAbsolute, resolve } from 'node:path';
import { type TimeZone, timeZones } from '@roteador/contract';
import { parseInstant } from './device/clock.ts';
import { isProfileName } from './device/profiles.ts';

export const usage = `Usage: deno run -A emulator/main.ts [options]

Options:
  --port N           port to listen on (default 8080; 0 = any free port)
  --https-port N     also serve HTTPS on this port (0 = any free port; default: off), with emulator/tls's
                     self-signed certificate, as a router from firmware 1.3.0 does
  --host ADDR        loopback address to listen on (default 127.0.0.1; only 127.0.0.0/8 or ::1)
  --profile P        demo (default), factory, or the path of a JSON file holding a profile object
  --seed N           seed of the generated data (default 1)
  --start ISO        the virtual clock's start, at start and after every reset: an ISO 8601 instant with its
                     zone, e.g. 2026-03-01T02:30:00Z (default 2026-01-15T12:00:00Z)
  --timezone ZONE    the time zone of the devices a profile builds (GET datetime's): ${timeZones.map((z) => z.id).join(', ')}
                     (default: the profile's, America/Sao_Paulo)
  --state-file PATH  keep the device state in this file: loaded at start when it exists,
                     written at every acknowledged change
  --bench            behave as a physical router: no /__emulator control API, real clock only
  --lab-port N       with --bench: also serve the lab side on this port (0 = any free port): the outlets of the
                     router and of each mesh agent, and the WAN cable, as plain HTTP for a lab's driver commands
                     (POST /power/router/off, POST /power/AA:BB:CC:00:00:02/on, POST /wan/down; GET / shows them)
  --web-dir PATH     built UI to serve (default: web/dist of this repository)
  --help             show this help`;

export class CliError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CliError';
  }
}

export interface CliOptions {
  help: boolean;
  port: number;
  /** also serve HTTPS here (0: any free port) */
  httpsPort?: number;
  host: string;
  /** a profile name or the object read from a profile file */
  profile: unknown;
  /** the name or file given, for the start-up message */
  profileLabel: string;
  seed: number;
  /** the virtual clock's start (epoch ms) */
  start?: number;
  timezone?: TimeZone;
  stateFile?: string;
  bench: boolean;
  /** with --bench: the lab side's port (0: any free port) */
  labPort?: number;
  webDir?: string;
}

/** Only loopback may ever be contacted or listened on: 127.0.0.0/8 and ::1. */
export function isLoopback(host: string): boolean {
  const v4 = /^127\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (v4) return v4.slice(1).every((o) => Number(o) <= 255 && !/^0\d/.test(o));
  return host === '::1' || host === '[::1]';
}

const valued = new Set(['port', 'https-port', 'lab-port', 'host', 'profile', 'seed', 'start', 'timezone', 'state-file', 'web-dir']);
const flags = new Set(['bench', 'help']);

function integerIn(name: string, text: string, min: number, max: number): number {
  if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > max) {
    throw new CliError(`--${name} needs a whole number from ${min} to ${max}, got '${text}'`);
  }
  return Number(text);
}

function instant(text: string): number {
  const at = parseInstant(text);
  if (at === undefined) {
    throw new CliError(`--start needs an ISO 8601 instant with its zone from 1970 to 9999 (e.g. 2026-03-01T02:30:00Z), got '${text}'`);
  }
  return at;
}

function timeZone(text: string): TimeZone {
  const zone = timeZones.find((z) => z.id === text);
  if (!zone) throw new CliError(`--timezone needs one of ${timeZones.map((z) => z.id).join(', ')}, got '${text}'`);
  return zone.id;
}

/** Reads a profile file; its content is validated later, with the profile struct. */
function readProfileFile(path: string): unknown {
  let text: string;
  try {
    text = Deno.readTextFileSync(path);
  } catch {
    throw new CliError(`--profile '${path}' is neither demo, factory nor a readable profile file`);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new CliError(`profile file ${path} is not valid JSON`);
  }
}

export function parseCli(args: readonly string[], cwd = Deno.cwd()): CliOptions {
  const raw = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    const match = /^--([a-z-]+)(?:=(.*))?$/s.exec(arg);
    if (!match) throw new CliError(`unexpected argument '${arg}'`);
    const [, name, inline] = match;
    if (flags.has(name)) {
      if (inline !== undefined) throw new CliError(`--${name} takes no value`);
      raw.set(name, '');
    } else if (valued.has(name)) {
      const value = inline ?? args[++i];
      if (value === undefined || (inline === undefined && value.startsWith('--'))) {
        throw new CliError(`--${name} needs a value`);
      }
      raw.set(name, value);
    } else {
      throw new CliError(`unknown option --${name}`);
    }
  }

  const host = raw.get('host') ?? '127.0.0.1';
  if (!isLoopback(host)) {
    throw new CliError(`--host ${host} is not a loopback address: the emulator only listens on 127.0.0.0/8 or ::1`);
  }
  const profileArg = raw.get('profile') ?? 'demo';
  const abs = (p: string) => (isAbsolute(p) ? p : resolve(cwd, p));
  const stateFile = raw.get('state-file');
  const webDir = raw.get('web-dir');
  if (stateFile === '') throw new CliError('--state-file needs a path');
  if (webDir === '') throw new CliError('--web-dir needs a path');
  // the lab side stands for a lab's hardware around a physical router: the emulator playing one (--bench) only
  if (raw.has('lab-port') && !raw.has('bench')) {
    throw new CliError('--lab-port needs --bench: the lab side (outlets, WAN cable) belongs to an emulator playing a lab router');
  }
  return {
    help: raw.has('help'),
    port: raw.has('port') ? integerIn('port', raw.get('port')!, 0, 65535) : 8080,
    httpsPort: raw.has('https-port') ? integerIn('https-port', raw.get('https-port')!, 0, 65535) : undefined,
    host: host.replace(/^\[(.*)\]$/, '$1'),
    profile: isProfileName(profileArg) ? profileArg : readProfileFile(abs(profileArg)),
    profileLabel: profileArg,
    seed: raw.has('seed') ? integerIn('seed', raw.get('seed')!, 0, 2 ** 32 - 1) : 1,
    start: raw.has('start') ? instant(raw.get('start')!) : undefined,
    timezone: raw.has('timezone') ? timeZone(raw.get('timezone')!) : undefined,
    stateFile: stateFile === undefined ? undefined : abs(stateFile),
    bench: raw.has('bench'),
    labPort: raw.has('lab-port') ? integerIn('lab-port', raw.get('lab-port')!, 0, 65535) : undefined,
    webDir: webDir === undefined ? undefined : abs(webDir),
  };
}
