/**
 * What the lease pages read: the DHCP server (its range) and the stored leases (the form's device pick polls the
 * connected devices: ui/device-picker.tsx). The rules of §5.9 come from the contract so the form and the router
 * refuse the same values with the same message.
 */
import {
  insideRange,
  rules,
  uniqueAmong,
  validationMessages as m,
  type DhcpServer,
  type DhcpStaticLease,
  type DhcpStaticLeaseInput,
} from '@roteador/contract';
import { getDhcpServer, getStaticLeases } from '../../../api/lan.ts';
import { createResource } from '../../../state/resource.ts';

export interface LeaseData {
  server: DhcpServer;
  leases: DhcpStaticLease[];
}

/** Read fresh each time a lease page opens: another tab (or the LAN page) may have changed them. */
export const leaseData = createResource<LeaseData>('lan:leases', async () => {
  const [server, leases] = await Promise.all([getDhcpServer(), getStaticLeases()]);
  return { server, leases };
});

export type LeaseErrors = Partial<Record<keyof DhcpStaticLeaseInput, string>>;

/** Spec 2 §5.9; `others` are the stored leases but the one being edited. One message per field. */
export function validateLease(
  value: DhcpStaticLeaseInput,
  server: Pick<DhcpServer, 'rangeStart' | 'rangeEnd'>,
  others: readonly DhcpStaticLease[],
): LeaseErrors {
  const errors: LeaseErrors = {};
  const description = rules.leaseDescription(value.description);
  const ip =
    rules.ipv4Required(value.ip) ??
    insideRange(value.ip, server.rangeStart, server.rangeEnd) ??
    uniqueAmong(value.ip, others.map((l) => l.ip), m.leaseIpInUse);
  // MACs are compared without case: aa:bb… and AA:BB… name one device.
  const mac = rules.macRequired(value.mac) ?? uniqueAmong(value.mac, others.map((l) => l.mac), m.leaseMacInUse, true);
  if (description) errors.description = description;
  if (ip) errors.ip = ip;
  if (mac) errors.mac = mac;
  return errors;
}
