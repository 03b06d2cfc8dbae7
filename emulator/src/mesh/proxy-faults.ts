/**
 * Failures of the mesh proxy, per node (control API: /mesh/nodes/:mac/proxy-fault): the next `times`
 * proxied calls to that node answer the code instead of reaching it. Not part of the device state:
 * like the HTTP faults, they are QA's and vanish with a reset.
 */
import { ProxyCode } from '@roteador/contract';

export type ProxyFaultCode = (typeof ProxyCode)[keyof typeof ProxyCode];

export class ProxyFaults {
  #byMac = new Map<string, { code: ProxyFaultCode; times: number }[]>();

  add(mac: string, code: ProxyFaultCode, times: number): void {
    const key = mac.toUpperCase();
    this.#byMac.set(key, [...(this.#byMac.get(key) ?? []), { code, times }]);
  }

  /** The code for the next call to this node, if a fault is set (counting it as used). */
  take(mac: string): ProxyFaultCode | undefined {
    const key = mac.toUpperCase();
    const list = this.#byMac.get(key);
    const first = list?.[0];
    if (!list || !first) return undefined;
    first.times -= 1;
    if (first.times <= 0) list.shift();
    if (!list.length) this.#byMac.delete(key);
    return first.code;
  }

  /** What is left, per MAC. */
  list(): Record<string, { code: ProxyFaultCode; times: number }[]> {
    return Object.fromEntries([...this.#byMac].map(([mac, l]) => [mac, l.map((f) => ({ ...f }))]));
  }

  forget(mac: string): void {
    this.#byMac.delete(mac.toUpperCase());
  }

  clear(): void {
    this.#byMac.clear();
  }
}
