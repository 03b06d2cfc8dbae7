/** IPv6 addresses as the pages list them (a node's, a device's, the WAN's and the LAN's). */

/** fe80::/10: the address every interface has on its own link. */
export function isLinkLocalIpv6(address: string): boolean {
  return /^fe[89ab][0-9a-f]:/i.test(address.trim());
}

/** The link-local addresses and the others, each in the router's order. */
export function ipv6ByScope(list: readonly string[]): { linkLocal: string[]; others: string[] } {
  return { linkLocal: list.filter(isLinkLocalIpv6), others: list.filter((a) => !isLinkLocalIpv6(a)) };
}

/** Link-local addresses last, the others first, each in the router's order. */
export function orderIpv6(list: readonly string[]): string[] {
  const { linkLocal, others } = ipv6ByScope(list);
  return [...others, ...linkLocal];
}
