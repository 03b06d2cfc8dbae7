/**
 * The one number formatter (DESIGN.md, "Everyone"): every figure the owner reads — a rate, a band, a time, a signal,
 * a share, a size, a count — is written here, in pt-BR: a decimal comma ('2,4 GHz', '12,34 Mbps', '43,8 ms') and a
 * dot between thousands ('1.000 Mbps'). Not figures, and never formatted: values sent to the router, the values of
 * form fields, and identifiers shown as the router names them (a port, a channel, an MTU, a VLAN, an address).
 */

/**
 * `value` with between `min` and `max` decimal places, as Intl.NumberFormat('pt-BR') writes it (number.test.ts holds
 * them equal): rounded half away from zero on its shortest decimal form, a decimal comma, a dot between thousands,
 * '-' on a negative figure (even one rounded to 0). Written by hand: the first Intl.NumberFormat of a page loads the
 * locale's data, 0.1–0.3 s of a phone's CPU in the middle of the dashboard's first render. Intl only writes what
 * JavaScript itself writes with an exponent (below 1e-6, from 1e21) and the non-finite, which no screen shows.
 */
function format(value: number, min: number, max: number): string {
  const shortest = String(Math.abs(value));
  if (!Number.isFinite(value) || shortest.includes('e')) {
    return new Intl.NumberFormat('pt-BR', { minimumFractionDigits: min, maximumFractionDigits: max }).format(value);
  }
  const point = shortest.indexOf('.');
  let whole = point < 0 ? shortest : shortest.slice(0, point);
  let fraction = point < 0 ? '' : shortest.slice(point + 1);
  if (fraction.length > max) {
    const up = fraction.charCodeAt(max) >= 53; // '5' or more: away from zero
    fraction = fraction.slice(0, max);
    if (up) {
      const digits = [...whole + fraction];
      let i = digits.length - 1;
      for (; i >= 0 && digits[i] === '9'; i--) digits[i] = '0';
      if (i < 0) digits.unshift('1');
      else digits[i] = String(Number(digits[i]) + 1);
      whole = digits.slice(0, digits.length - fraction.length).join('');
      fraction = digits.slice(digits.length - fraction.length).join('');
    }
  }
  fraction = fraction.replace(/0+$/, '').padEnd(min, '0');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, '.');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${grouped}${fraction ? `,${fraction}` : ''}`;
}

/** A figure with up to `decimals` places (none by default): 2.4 → '2,4', 12 → '12', 1000 → '1.000'. */
export function num(value: number, decimals = 0): string {
  return format(value, 0, decimals);
}

/** A figure with exactly `decimals` places: fixed(12.3, 2) → '12,30'. */
export function fixed(value: number, decimals: number): string {
  return format(value, decimals, decimals);
}

/** A Wi-Fi band by its frequency ('2.4', '5', as the API names them): '2,4 GHz', '5 GHz'. */
export function ghz(band: string | number): string {
  return `${num(Number(band), 1)} GHz`;
}

/** A rate, two decimals (spec 1 §4, spec 3 §2): '12,34 Mbps'. */
export function mbps(value: number): string {
  return `${fixed(value, 2)} Mbps`;
}

/** A signal level: '-66 dBm'. */
export function dbm(value: number): string {
  return `${num(value)} dBm`;
}

/** A round-trip time: two decimals below 10 ms, one above ('4,25 ms', '43,8 ms'). */
export function ms(value: number): string {
  return `${fixed(value, value < 10 ? 2 : 1)} ms`;
}

/** A share of a whole: '25 %', '33,3 %' (`decimals`: at most that many places). */
export function percent(value: number, decimals = 0): string {
  return `${num(value, decimals)} %`;
}

/** A size in MB (10⁶ bytes), one decimal at most: '12,5 MB'. */
export function megabytes(bytes: number): string {
  return `${num(bytes / 1e6, 1)} MB`;
}

/** A transfer rate in kB/s (10³ bytes a second): '3 kB/s'. */
export function kilobytesPerSecond(bytes: number): string {
  return `${num(bytes / 1000, 1)} kB/s`;
}

/** A channel width in MHz: '80 MHz' (a width the router writes otherwise, '80+80', as it writes it). */
export function mhz(value: string | number): string {
  const n = typeof value === 'number' ? value : /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : NaN;
  return `${Number.isNaN(n) ? String(value).trim() : num(n, 1)} MHz`;
}
