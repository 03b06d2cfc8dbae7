/**
 * A device's IP reservation (static lease) and the DMZ host (spec 3 §4 DMZ, §8): the writes the UPnP/DMZ page and
 * the device page share, and which §8 message a failed reservation shows.
 */
import { canonicalAddress, sameMac, timing, type ConnectedDevice, type DhcpStaticLease, type System } from '@roteador/contract';
import { isLimitReached } from '../api/errors.ts';
import { createStaticLease, deleteStaticLease } from '../api/lan.ts';
import { updateSystem } from '../api/system.ts';
import { reservation as t } from '../text/reservation.ts';


/** The reservation that holds this device: by its MAC. */
export function leaseOf(leases: readonly DhcpStaticLease[], device: Pick<ConnectedDevice, 'mac'>): DhcpStaticLease | undefined {
  return leases.find((l) => sameMac(l.mac, device.mac));
}

/**
 * The device's address or MAC already has a reservation (the DMZ save then offers none): addresses compared as the
 * lease validator compares them (canonicalAddress), MACs without regard to case.
 */
export function isReserved(leases: readonly DhcpStaticLease[], device: Pick<ConnectedDevice, 'mac' | 'ip'>): boolean {
  const ip = canonicalAddress(device.ip);
  return leases.some((l) => canonicalAddress(l.ip) === ip || sameMac(l.mac, device.mac));
}

/** A reservation write refused after any other write of the same save went through: its own §8 message. */
export class ReservationError extends Error {
  constructor(readonly kind: 'add' | 'delete', readonly reason: unknown) {
    super(`reservation ${kind} refused`);
  }
}

/** §8: the limit ('max'), any other refusal to add, a refusal to delete. */
export function reservationMessage(error: ReservationError): string {
  if (error.kind === 'delete') return t.deleteError;
  return isLimitReached(error.reason) ? t.max : t.addError;
}

/** Reserves the device's current address for it (description: its name, cut to the lease description's limit). */
export function reserve(device: Pick<ConnectedDevice, 'mac' | 'ip'>, name: string): Promise<DhcpStaticLease> {
  return createStaticLease({ description: name.slice(0, timing.limits.leaseDescription.max), mac: device.mac, ip: device.ip }).catch((error: unknown) => {
    throw new ReservationError('add', error);
  });
}

export function release(lease: DhcpStaticLease): Promise<void> {
  return deleteStaticLease(lease.id).catch((error: unknown) => {
    throw new ReservationError('delete', error);
  });
}

/** This address is the DMZ host now. */
export function isDmzHost(system: Pick<System, 'dmz'>, ip: string): boolean {
  return system.dmz.enabled && ip !== '' && system.dmz.ip4 === ip;
}

/** Another host is the DMZ: turning it on for `ip` replaces it (after the owner confirms). */
export function otherDmzHost(system: Pick<System, 'dmz'>, ip: string): string | null {
  return system.dmz.enabled && system.dmz.ip4 !== '' && system.dmz.ip4 !== ip ? system.dmz.ip4 : null;
}

/** PUT system/0 {dmz}: `ip` becomes the DMZ host, or stops being it (the address is kept, as the DMZ page does). */
export function setDmzHost(system: Pick<System, 'id'>, ip: string, enabled: boolean): Promise<System> {
  return updateSystem(system.id, { dmz: { enabled, ip4: ip } });
}
