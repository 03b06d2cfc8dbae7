/**
 * What the lease pages read: the DHCP server (its range) and the stored leases (the form's device pick polls the
 * connected devices: ui/device-picker.tsx). The rules of §5.9 come from the contract so the form and the router
 * refuse the same values with the same message.
 */
import {
  validateStaticLease,
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
export const leaseData = createResource<LeaseData>(async () => {
  const [server, leases] = await Promise.all([getDhcpServer(), getStaticLeases()]);
  return { server, leases };
});

export type LeaseErrors = Partial<Record<keyof DhcpStaticLeaseInput, string>>;

/** Spec 2 §5.9 (the contract's validator, as the router's); `others` are the stored leases but the one being edited. */
export function validateLease(
  value: DhcpStaticLeaseInput,
  server: Pick<DhcpServer, 'rangeStart' | 'rangeEnd'>,
  others: readonly DhcpStaticLease[],
): LeaseErrors {
  return validateStaticLease(value, { others, range: server });
}
