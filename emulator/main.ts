/**
 * The emulated router, from the command line. Exit codes: 0 after a clean stop (SIGINT/SIGTERM),
 * 1 when it cannot listen, 2 for a bad flag, value, profile or state file.
 */
import { CliError, type CliOptions, parseCli, usage } from './src/cli.ts';
import { createApp, DEFAULT_WEB_DIR } from './src/app.ts';
import { ProfileError } from './src/device/profiles.ts';
import { StateFileError } from './src/device/persistence.ts';
import { serve } from './src/serve.ts';
import { isControlPath } from './src/http.ts';
import { agentLoopbackHosts } from './src/mesh/loopback.ts';
import { dropOnPowerLoss, Lab, labApp } from './src/lab.ts';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

function fail(message: string, code: number): never {
  console.error(`emulator: ${message}`);
  if (code === 2) console.error('Run with --help for the options.');
  Deno.exit(code);
}

if (Deno.args.includes('--help')) {
  console.log(usage);
  Deno.exit(0);
}

let options: CliOptions;
try {
  options = parseCli(Deno.args);
} catch (err) {
  if (err instanceof CliError) fail(err.message, 2);
  throw err;
}

let created: ReturnType<typeof createApp>;
try {
  created = createApp({
    profile: options.profile,
    seed: options.seed,
    start: options.start,
    timezone: options.timezone,
    stateFile: options.stateFile,
    bench: options.bench,
    webDir: options.webDir,
  });
} catch (err) {
  if (err instanceof ProfileError || err instanceof StateFileError) fail(err.message, 2);
  throw err;
}
const { app, emulator } = created;
// --lab-port (with --bench): the lab's outlets and WAN cable; a request whose device loses power meanwhile is dropped
const lab = options.labPort === undefined ? null : new Lab(emulator);
const handler = lab ? dropOnPowerLoss(lab, app.fetch) : app.fetch;
// a connection opened before a reset is gone with it (serve.ts `generation`): but the control API's, which resets
const generation = { now: () => emulator.resets, spared: isControlPath };

let served: Awaited<ReturnType<typeof serve>>;
try {
  served = await serve(handler, { host: options.host, port: options.port, generation });
} catch (err) {
  emulator.dispose();
  fail(`cannot listen on ${options.host}:${options.port}: ${(err as Error).message}`, 1);
}

// Each mesh agent answers on its own loopback address at the same port (mesh/loopback.ts): the agent's UI hands the
// owner over to the controller there. Only beside the default loopback address; one that is taken is skipped.
const nodeServers: Awaited<ReturnType<typeof serve>>[] = [];
if (options.host === '127.0.0.1') {
  for (const address of agentLoopbackHosts()) {
    try {
      nodeServers.push(await serve(handler, { host: address, port: served.port, generation }));
    } catch (err) {
      console.error(`emulator: mesh node address ${address}:${served.port} not served: ${(err as Error).message}`);
    }
  }
}

// HTTPS beside HTTP (--https-port), as a router from firmware 1.3.0 serves it: the emulator's own certificate.
let servedTls: Awaited<ReturnType<typeof serve>> | null = null;
if (options.httpsPort !== undefined) {
  const tlsDir = fileURLToPath(new URL('./tls/', import.meta.url));
  const tls = { cert: readFileSync(join(tlsDir, 'loopback.crt'), 'utf8'), key: readFileSync(join(tlsDir, 'loopback.key'), 'utf8') };
  try {
    servedTls = await serve(handler, { host: options.host, port: options.httpsPort, tls, generation });
  } catch (err) {
    emulator.dispose();
    fail(`cannot listen on ${options.host}:${options.httpsPort} (HTTPS): ${(err as Error).message}`, 1);
  }
}

let servedLab: Awaited<ReturnType<typeof serve>> | null = null;
if (lab) {
  try {
    servedLab = await serve(labApp(lab).fetch, { host: options.host, port: options.labPort! });
  } catch (err) {
    emulator.dispose();
    fail(`cannot listen on ${options.host}:${options.labPort} (lab side): ${(err as Error).message}`, 1);
  }
}

const host = options.host.includes(':') ? `[${options.host}]` : options.host;
const url = `http://${host}:${served.port}`;
const webDir = options.webDir ?? DEFAULT_WEB_DIR;
const { credentials, device } = emulator.state;
const origin = emulator.loadedFromFile
  ? `state file ${options.stateFile}`
  : `profile ${options.profileLabel}, seed ${options.seed}`;
console.log(
  [
    `Router emulator listening on ${url}`,
    ...(servedTls ? [`  HTTPS:       https://${host}:${servedTls.port} (the emulator's self-signed certificate, emulator/tls)`] : []),
    `  login:       ${credentials.username} / ${credentials.password}`,
    `  device:      ${device.model} (${origin})`,
    `  clock:       from ${new Date(emulator.clock.now()).toISOString()}, zone ${emulator.state.system.clock.timezone}`,
    emulator.bench ? '  control API: off (--bench: real clock only)' : `  control API: on at ${url}/__emulator`,
    ...(servedLab
      ? [`  lab side:    http://${host}:${servedLab.port} (outlets: router${emulator.agents().map((a) => `, ${a.mac}`).join('')}; WAN cable)`]
      : []),
    `  state file:  ${options.stateFile ?? 'none (state is lost on exit)'}`,
    `  web UI:      ${existsSync(join(webDir, 'index.html')) ? webDir : `${webDir} not built (run npm run build)`}`,
  ].join('\n'),
);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  emulator.dispose();
  await Promise.all([served, ...nodeServers, ...(servedTls ? [servedTls] : []), ...(servedLab ? [servedLab] : [])].map((s) => s.close()));
  Deno.exit(0);
}
Deno.addSignalListener('SIGINT', stop);
Deno.addSignalListener('SIGTERM', stop);
