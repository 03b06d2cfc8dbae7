/**
 * Single-field validators. Every one but `required` lets the empty string pass, so a field's rule reads
 * `all(required, ipv4)` and an optional field simply leaves `required` out.
 */
import { limits } from '../timing.ts';
import { mtuMessage, rangeMessage, sizeMessage, suspiciousMessage, validationMessages as m } from './messages.ts';
import { ipToInt } from './address.ts';

/** The message of the first broken rule, or undefined when the value is valid. */
export type Validator = (value: string) => string | undefined;

/** Also the MAC inputs' maxlength (spec 2 §5.2, §5.3). */
export const MAC_MAX_LENGTH = 17;

/** First failing message, in the order given. */
export function all(...validators: readonly Validator[]): Validator {
  return (value) => {
    for (const validate of validators) {
      const message = validate(value);
      if (message !== undefined) return message;
    }
    return undefined;
  };
}

/** Blank (empty or whitespace only, as `required` sees it) passes; anything else goes to `validator`. */
export function optional(validator: Validator): Validator {
  return (value) => (value.trim() === '' ? undefined : validator(value));
}

/** Builds a validator that fails with `message` when `ok` is false; the empty string always passes. */
function rule(ok: (value: string) => boolean, message: string): Validator {
  return (value) => (value === '' || ok(value) ? undefined : message);
}

export const required: Validator = (value) => (value.trim() === '' ? m.required : undefined);

/** Counts code points, so one emoji is one character as the user sees it. */
export function size(min: number, max: number): Validator {
  return rule((value) => {
    const length = [...value].length;
    return length >= min && length <= max;
  }, sizeMessage(min, max));
}

export const alphanumeric: Validator = rule((v) => /^[A-Za-z0-9]+$/.test(v), m.alphanumeric);

export const lettersAndSpaces: Validator = rule((v) => /^[A-Za-z ]+$/.test(v), m.letters);

export const noEdgeSpace: Validator = rule((v) => !/^\s|\s$/.test(v), m.edgeSpace);

export const singleSpaces: Validator = rule((v) => !/\s\s/.test(v), m.consecutiveSpaces);

export const ascii: Validator = rule((v) => {
  for (let i = 0; i < v.length; i++) {
    const code = v.charCodeAt(i);
    if (code < 32 || code > 127) return false;
  }
  return true;
}, m.invalidCharacters);

/**
 * Strings the router's shell-backed API must never receive (spec 2 §5.1), in the spec's order.
 * The message names the canonical term, not the user's text, so it stays short and the same for every casing.
 */
export const SUSPICIOUS_TERMS: readonly { readonly term: string; readonly pattern: RegExp }[] = [
  { term: '``', pattern: /`[^`]*`/ },
  { term: '$()', pattern: /\$\([^)]*\)/ },
  { term: 'dev/', pattern: /dev\//i },
  { term: 'mtdblock', pattern: /mtdblock/i },
  { term: 'reboot', pattern: /reboot/i },
  { term: 'telnetd', pattern: /telnetd/i },
  { term: 'UDPserver', pattern: /udpserver/i },
  { term: 'flash default', pattern: /flash\s+default/i },
  { term: 'flash reset', pattern: /flash\s+reset/i },
  { term: 'flash set', pattern: /flash\s+set/i },
  { term: 'passwd', pattern: /passwd/i },
];

export const notSuspicious: Validator = (value) => {
  const found = SUSPICIOUS_TERMS.find(({ pattern }) => pattern.test(value));
  return found ? suspiciousMessage(found.term) : undefined;
};

export const numeric: Validator = rule((v) => /^\d+$/.test(v), m.numeric);

/** Non-numbers get the numeric message, so `range` is safe on its own. */
export function range(min?: number, max?: number): Validator {
  const message = rangeMessage(min, max);
  return (value) => {
    if (value === '') return undefined;
    if (!/^-?\d+(\.\d+)?$/.test(value)) return m.numeric;
    const n = Number(value);
    if (min !== undefined && n < min) return message;
    if (max !== undefined && n > max) return message;
    return undefined;
  };
}

/**
 * The spec's unnamed `{ip}` is taken as 255.255.255.255: the limited broadcast can never be a host,
 * gateway or DNS address, which is what every other rejected case (loopback, 0.x, x.y.0.0) has in common.
 */
export const ipv4: Validator = rule((v) => {
  const n = ipToInt(v);
  if (n === undefined) return false; // bad format, octet > 255 or a leading zero
  const [first, , third, fourth] = v.split('.').map(Number);
  if (first === 127 || first === 0) return false;
  if (third === 0 && fourth === 0) return false;
  return n !== 0xffffffff;
}, m.invalidAddress);

/** The eight 16-bit groups of an IPv6 address (an IPv4 tail as the last two), or undefined when it is not one. */
function ipv6Groups(value: string): number[] | undefined {
  if (!/^[0-9A-Fa-f:.]+$/.test(value)) return undefined; // also refuses zone ids ('%eth0')
  let text = value;
  const tail: number[] = [];
  if (text.includes('.')) {
    // An IPv4 tail stands for the last two 16-bit groups.
    const cut = text.lastIndexOf(':');
    const v4 = cut < 0 ? undefined : ipToInt(text.slice(cut + 1));
    if (v4 === undefined) return undefined;
    tail.push(v4 >>> 16, v4 & 0xffff);
    const head = text.slice(0, cut + 1);
    text = head.endsWith('::') ? head : head.slice(0, -1);
  }
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const parts = halves.map((half) => (half === '' ? [] : half.split(':')));
  if (!parts.flat().every((group) => /^[0-9A-Fa-f]{1,4}$/.test(group))) return undefined;
  const [head, rest = []] = parts.map((p) => p.map((g) => parseInt(g, 16)));
  const given = head.length + rest.length + tail.length;
  if (halves.length === 2 ? given > 7 : given !== 8) return undefined;
  return [...head, ...new Array(8 - given).fill(0), ...rest, ...tail];
}

function isIpv6(value: string): boolean {
  return ipv6Groups(value) !== undefined;
}

/**
 * One spelling per address, to compare addresses rather than texts: IPv6 as its eight groups in lower-case hex
 * ('2001:DB8:0::7' and '2001:db8::7' are the same address); anything else trimmed and in lower case.
 */
export function canonicalAddress(value: string): string {
  const groups = ipv6Groups(value.trim());
  return groups ? groups.map((g) => g.toString(16)).join(':') : value.trim().toLowerCase();
}

export const ipv6: Validator = rule(isIpv6, m.invalidAddress);

export const mac: Validator = rule((v) => {
  // the anchored pattern is exactly MAC_MAX_LENGTH characters, so longer input fails here
  if (!/^[0-9A-Fa-f]{2}(:[0-9A-Fa-f]{2}){5}$/.test(v)) return false;
  const digits = v.replaceAll(':', '').toLowerCase();
  return digits !== 'ffffffffffff' && digits !== '000000000000';
}, m.invalidMac);

/**
 * The spec's two unnamed `{ip}` are taken as 0.0.0.0 and 255.255.255.255: a mask with no network bits or no
 * host bits leaves no usable LAN, though both are contiguous.
 */
export const netmask: Validator = rule((v) => {
  const n = ipToInt(v); // bad format or a leading zero
  if (n === undefined || n === 0 || n === 0xffffffff) return false;
  const hostBits = ~n >>> 0;
  return (hostBits & (hostBits + 1)) === 0; // host bits must be a run of trailing ones
}, m.invalidNetmask);

export const hostname: Validator = rule((v) => /^[A-Za-z0-9.:_-]+$/.test(v), m.invalidCharacters);

function integerWithin(min: number, max: number): (value: string) => boolean {
  return (value) => /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max;
}

export const port: Validator = rule(integerWithin(limits.port.min, limits.port.max), m.port);

/** Anything but a whole number inside the bounds gets the MTU message, which already says what is expected. */
export function mtu(min: number, max: number): Validator {
  return rule(integerWithin(min, max), mtuMessage(min, max));
}

/** An address and its netmask. */
export interface Ipv4Network {
  ip4: string;
  netmask: string;
}

/** A network with a valid address and netmask (spec 2 §5.2; a WAN without a lease, 0.0.0.0, is none). */
export const usableNetwork = (n: Ipv4Network) => ipv4(n.ip4.trim()) === undefined && netmask(n.netmask.trim()) === undefined;
