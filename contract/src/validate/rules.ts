/**
 * Ready field validators, named after the spec's fields. The UI, the emulator and the scenarios all call these,
 * so a value refused in the browser is refused by the emulator with the same message.
 */
import { limits } from '../timing.ts';
import {
  all,
  ascii,
  hostname,
  ipv4,
  ipv6,
  lettersAndSpaces,
  mac,
  mtu,
  netmask,
  noEdgeSpace,
  notSuspicious,
  numeric,
  port,
  range,
  required,
  singleSpaces,
  size,
  type Validator,
} from './core.ts';
import { validationMessages as m } from './messages.ts';
import { passwordCriteria } from './password.ts';

type Bounds = { readonly min: number; readonly max: number };

const sized = (b: Bounds) => size(b.min, b.max);
const ranged = (b: Bounds) => range(b.min, b.max);

/**
 * A whole number, a minus sign allowed, within the bounds: a negative one is out of the range ('0 à 9999' for a DoS
 * count of -1, as the page says), not 'not a number'; anything else is not a number.
 */
function signedBetween(b: Bounds, message: string): Validator {
  return (value) => {
    if (value === '') return undefined;
    if (!/^-?\d+$/.test(value)) return m.numeric;
    const n = Number(value);
    return n < b.min || n > b.max ? message : undefined;
  };
}

/** A whole number with a message of its own for each side (the spec words these limits differently). */
function between(b: Bounds, below: string, above: string): Validator {
  return (value) => {
    if (value === '' || !/^\d+$/.test(value)) return undefined;
    const n = Number(value);
    return n < b.min ? below : n > b.max ? above : undefined;
  };
}

/** Wizard and users-page credentials (spec 2 §5.6). The spec trims the username: callers trim before validating. */
const username = all(required, ascii, notSuspicious, sized(limits.userCredentials));

/**
 * Spec 1 §5 (mesh) and spec 2 §5.7 together. `ascii` runs before `lettersAndSpaces` so that 'São Paulo' is told
 * 'Contém caracteres inválidos' rather than 'letters only'; size runs last because its message is the least specific.
 */
const locationName = all(
  required,
  ascii,
  noEdgeSpace,
  lettersAndSpaces,
  singleSpaces,
  notSuspicious,
  sized(limits.locationName),
);

/** 0 turns the periodic inform off; otherwise 60 to 43200 s. */
const tr069Interval = all(required, numeric, (value) => {
  if (value === '0') return undefined;
  return between(limits.tr069.interval, m.tr069IntervalMin, m.tr069IntervalMax)(value);
});

const host = all(required, ascii, notSuspicious, sized(limits.hostname), hostname);
const requiredNumber = (b: Bounds) => all(required, numeric, ranged(b));

export const rules = {
  username,
  password: all(username, passwordCriteria),
  locationName,

  // Wi-Fi (spec 2 §5.4); the password is only asked for when the network is not open
  ssid: all(required, ascii, notSuspicious, sized(limits.ssid)),
  wifiPassword: all(required, ascii, sized(limits.wifiPassword)),

  // WAN (spec 2 §5.3)
  pppoeUsername: all(required, ascii, notSuspicious, sized(limits.pppoeCredentials)),
  pppoePassword: all(required, ascii, notSuspicious, sized(limits.pppoeCredentials)),
  pppoeServer: all(ascii, sized(limits.pppoeServer)),
  pppoeService: all(ascii, sized(limits.pppoeServer)),
  pppoeMtu: all(required, numeric, size(1, limits.pppoeMtu.digits), mtu(limits.pppoeMtu.min, limits.pppoeMtu.max)),
  /** DHCP and static WAN: the router always stores an MTU, so the field cannot be left blank. */
  mtu: all(required, numeric, mtu(limits.mtu.min, limits.mtu.max)),

  // Addresses; the unsuffixed forms accept an empty optional field (DNS2, DNS3, NTP server 2, ...)
  ipv4Required: all(required, ipv4),
  ipv4,
  ipv6Required: all(required, ipv6),
  ipv6,
  macRequired: all(required, mac),
  netmaskRequired: all(required, netmask),
  port: all(required, port),

  // LAN, DHCP and static leases (spec 2 §5.8, §5.9)
  dhcpLeaseTime: requiredNumber(limits.dhcpLeaseTime),
  leaseDescription: size(0, limits.leaseDescription.max),
  /** Port-forward and filter descriptions (spec 3 §5). */
  description: all(required, sized(limits.description)),

  // Tools and system hosts (spec 3 §5)
  hostnameField: host,
  syslogHost: all(required, ascii, sized(limits.hostname), hostname),
  urlFilter: all(required, ascii, sized(limits.urlFilter), hostname),
  deviceUrlFilter: all(required, ascii, sized(limits.hostname), hostname),
  scheduleName: all(required, sized(limits.description)),
  pingPacketSize: all(numeric, ranged(limits.ping.packetSize)),
  pingPackets: all(numeric, ranged(limits.ping.packets)),
  pingHops: all(numeric, ranged(limits.ping.hops)),
  pingDeadline: all(numeric, ranged(limits.ping.deadline)),
  traceroutePacketLen: requiredNumber(limits.traceroute.packetLen),
  traceroutePacketLenIpv6: requiredNumber({
    min: limits.traceroute.packetLen.ipv6Min,
    max: limits.traceroute.packetLen.max,
  }),
  tracerouteHops: requiredNumber(limits.traceroute.hops),
  tracerouteDeadline: requiredNumber(limits.traceroute.deadline),
  tracerouteFirstTtl: requiredNumber(limits.traceroute.firstTtl),

  // Security (spec 3 §5)
  globalQos: all(required, numeric, size(1, limits.globalQosMbps.digits), ranged(limits.globalQosMbps)),
  dosCount: all(required, signedBetween(limits.dosCount, m.dosRange)),

  // System (spec 3 §5)
  resetTime: all(required, numeric, between(limits.resetButtonSeconds, m.resetTimeMin, m.resetTimeMax)),
  /** 0 turns the periodic inform off; otherwise 60 to 43200 s. */
  tr069Interval,
  tr069Password: all(required, sized(limits.tr069.password)),
  /** The spec gives the ACS URL the same 1 to 255 bound as host names. */
  acsUrl: all(required, ascii, notSuspicious, sized(limits.hostname)),
  /** ACS and connection-request usernames: required (spec), 1 to 255 like the ACS URL (ours: the spec gives no bound). */
  tr069Username: all(required, sized(limits.hostname)),
  /** The connection request's path (ours: the spec shows no rule): optional, ASCII, no suspicious strings, up to 255. */
  conreqPath: all(ascii, notSuspicious, size(0, limits.hostname.max)),

  // Voice assistant (spec 1 §3, §9)
  voiceVolume: requiredNumber(limits.voiceVolume),
  voiceEqualization: requiredNumber(limits.voiceEqualization),
} satisfies Record<string, Validator>;

export type RuleName = keyof typeof rules;
