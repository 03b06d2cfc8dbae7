/** A radio's Wi-Fi standard (no struct here: only the node pages load it). */

/** Spec 1 §2.8: the Wi-Fi standard of each ieee_std value. A value not in the table is unknown ('Não reconhecido'). */
export const IEEE_STANDARDS: Readonly<Record<number, string>> = {
  1: '802.11b (Wi-Fi 1)',
  2: '802.11a (Wi-Fi 2)',
  4: '802.11g (Wi-Fi 3)',
  8: '802.11n (Wi-Fi 4)',
  16: '802.11ac (Wi-Fi 5)',
  32: '802.11ax (Wi-Fi 6)',
};

/** The standard's name for an ieee_std value, or undefined when the table does not have it. */
export function ieeeStandard(value: number): string | undefined {
  return Number.isInteger(value) ? IEEE_STANDARDS[value] : undefined;
}
