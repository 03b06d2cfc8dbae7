/**
 * The one number formatter (DESIGN.md, "Everyone"): every figure the owner reads — a rate, a band, a time, a signal,
 * a share, a size, a count — is written here, in pt-BR: a decimal comma ('2,4 GHz', '12,34 Mbps', '43,8 ms') and a
 * dot between thousands ('1.000 Mbps'). Not figures, and never formatted: values sent to the router, the values of
 * form fields, and identifiers shown as the router names them (a port, a channel, an MTU, a VLAN, an address).
 */

const formats = new Map<string, Intl.NumberFormat>();

function formatter(min: number, max: number): Intl.NumberFormat {
  const key = `${min}-${max}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: min, maximumFractionDigits: max });
    formats.set(key, f);
  }
  return f;
}

/** A figure with up to `decimals` places (none by default): 2.4 → '2,4', 12 → '12', 1000 → '1.000'. */
export function num(value: number, decimals = 0): string {
  return formatter(0, decimals).format(value);
}

/** A figure with exactly `decimals` places: fixed(12.3, 2) → '12,30'. */
export function fixed(value: number, decimals: number): string {
  return formatter(decimals, decimals).format(value);
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
