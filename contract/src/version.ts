/** Firmware versions, compared (no struct here: a module the UI's smallest chunks can import). */
/** Dotted firmware versions ('1.4.2', '1.3.0-beta'): compared number by number, a suffix ignored. */
export function versionBelow(version: string, reference: string): boolean {
  const parts = (v: string) => v.split('-')[0].split('.').map((n) => Number(n) || 0);
  const [a, b] = [parts(version), parts(reference)];
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const [x, y] = [a[i] ?? 0, b[i] ?? 0];
    if (x !== y) return x < y;
  }
  return false;
}
