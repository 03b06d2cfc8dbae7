/**
 * Protection and bandwidth of the security area (spec 3 §3 'Denial-of-service settings', 'Global QoS', §5 'DMZ,
 * bandwidth, DoS', §7, §9): the one `denial_of_service` record and the one `qos_global` record (id 0 each), and the
 * system's UPnP, DMZ host and SIP ALG (PUT system/0). Every write is checked with the contract's validators
 * (validateDos, validateGlobalQosMbps, validateDmz), so the emulator refuses exactly what the UI refuses, with
 * the same pt-BR message; a refused write leaves the state as it was. None of these writes restarts the router.
 *
 * Choices (the spec leaves them to the device):
 * - a fresh device: DoS off, every protection off, every flood threshold 300 packets per second, source blocking
 *   off for 60 s, port-scan sensitivity low (0); QoS off at 100 Mbps down and 50 Mbps up (stored in kbps);
 *   UPnP on, DMZ off with no host, SIP ALG on.
 * - QoS rates are kbps on the wire but the page types whole Mbps: a rate is accepted when kbps / 1000 passes
 *   validateGlobalQosMbps (so 1500 kbps is refused with the numeric message, 0 and 1 001 000 with the range one).
 * - UPnP, the DMZ and SIP ALG change only in router mode and not on a mesh agent (as IPv6): a PUT that sends them
 *   unchanged is accepted anywhere. A DMZ switched on needs a valid LAN host; one switched off keeps the address sent
 *   when it is empty or an IPv4 address (validateDmz: never a value out of its bounds).
 */
import {
  type DenialOfService,
  type DenialOfServiceUpdate,
  dosCountFields,
  dosCountsOf,
  dosFloods,
  type GlobalQos,
  type GlobalQosUpdate,
  PortScanSensitivity,
  type SystemUpdate,
  validateDmz,
  validateDos,
  validateGlobalQosMbps,
} from '@roteador/contract';
import type { DeviceState } from './state.ts';
import type { Outcome, Refused } from './outcome.ts';

/** The one record of each resource. */
const PROTECTION_ID = 0;

/** A fresh device's flood threshold, in packets per second (ours). */
const DEFAULT_DOS_COUNT = 300;
/** A fresh device's source-block time, in seconds. */
const DEFAULT_DOS_BLOCK_SECONDS = 60;
/** A fresh device's global bandwidth, in kbps (100 Mbps down, 50 Mbps up). */
const DEFAULT_QOS_DOWNLOAD_KBPS = 100_000;
const DEFAULT_QOS_UPLOAD_KBPS = 50_000;
/** QoS rates are stored in kbps; the page (and validateGlobalQosMbps) reads Mbps. */
const KBPS_PER_MBPS = 1000;

export type DosState = DeviceState['security']['dos'];
export type QosState = DeviceState['security']['qos'];
export type SystemSettings = Pick<DeviceState['system'], 'upnp' | 'dmz' | 'sip_alg'>;

export function defaultDos(): DosState {
  const floods = Object.fromEntries(
    dosFloods.flatMap((f) => [[f, false], [`${f}_count`, DEFAULT_DOS_COUNT]]),
  ) as Pick<DosState, (typeof dosFloods)[number] | `${(typeof dosFloods)[number]}_count`>;
  return {
    dos_enabled: false,
    ...floods,
    sourceipblock: false,
    ipblocktime: DEFAULT_DOS_BLOCK_SECONDS,
    tcpudpportscan: false,
    portscansensi: PortScanSensitivity.Low,
    icmpsmurfenabled: false,
    iplandenabled: false,
    ipspoofenabled: false,
    ipteardropenabled: false,
    pingofdeathenabled: false,
    tcpscanenabled: false,
    tcpsynwithdataenabled: false,
    udpbombenabled: false,
    udpechochargenenabled: false,
  };
}

export function defaultQos(): QosState {
  return { enabled: false, global_download: DEFAULT_QOS_DOWNLOAD_KBPS, global_upload: DEFAULT_QOS_UPLOAD_KBPS };
}

export function defaultSystemSettings(): SystemSettings {
  return { upnp: true, dmz: { enabled: false, ip4: '' }, sip_alg: true };
}

export function dosView(state: DeviceState): DenialOfService {
  return { id: PROTECTION_ID, ...state.security.dos };
}

export function qosView(state: DeviceState): GlobalQos {
  return { id: PROTECTION_ID, ...state.security.qos };
}

/** PUT denial_of_service/0: the counts and block time sent must read 0 to 9999; the first failing one is reported. */
export function updateDos(state: DeviceState, update: DenialOfServiceUpdate): Outcome<DenialOfService> {
  const errors = validateDos(dosCountsOf(update));
  for (const field of dosCountFields) {
    const message = errors[field];
    if (message !== undefined) return { ok: false, field, message };
  }
  state.security.dos = { ...state.security.dos, ...update };
  return { ok: true, value: dosView(state) };
}

/** PUT qos_global/0: each rate sent must be whole Mbps from 1 to 1000. */
export function updateQos(state: DeviceState, update: GlobalQosUpdate): Outcome<GlobalQos> {
  for (const field of ['global_download', 'global_upload'] as const) {
    const kbps = update[field];
    if (kbps === undefined) continue;
    const message = validateGlobalQosMbps(String(kbps / KBPS_PER_MBPS));
    if (message) return { ok: false, field, message };
  }
  state.security.qos = { ...state.security.qos, ...update };
  return { ok: true, value: qosView(state) };
}


/**
 * The checks of PUT system/0 for the DMZ host, before anything is stored (who may change UPnP, the DMZ and SIP ALG at
 * all is the contract's access table, checked by the route first).
 */
export function checkSystemSettings(
  state: DeviceState,
  update: Pick<SystemUpdate, 'upnp' | 'dmz' | 'sip_alg'>,
): Refused | undefined {
  const { dmz } = update;
  const message = dmz && validateDmz(dmz, state.network.lan);
  if (message) return { ok: false, field: 'dmz.ip4', message };
  return undefined;
}

/** Stores what checkSystemSettings accepted. */
export function applySystemSettings(state: DeviceState, update: Pick<SystemUpdate, 'upnp' | 'dmz' | 'sip_alg'>) {
  const { upnp, dmz, sip_alg } = update;
  if (upnp !== undefined) state.system.upnp = upnp;
  if (dmz !== undefined) state.system.dmz = { enabled: dmz.enabled, ip4: dmz.ip4 };
  if (sip_alg !== undefined) state.system.sip_alg = sip_alg;
}
