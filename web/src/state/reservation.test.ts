import { describe, expect, it } from 'vitest';
import { HttpError } from '../api/errors.ts';
import { isDmzHost, isReserved, leaseOf, otherDmzHost, ReservationError, reservationMessage } from './reservation.ts';

const leases = [{ id: '1', description: 'TV', mac: 'AA:00:00:00:00:01', ip: '192.168.0.101' }];
const system = (enabled: boolean, ip4: string) => ({ dmz: { enabled, ip4 } });

describe('a device reservation and the DMZ host (spec 3 §4 DMZ, §8)', () => {
  it('finds the reservation by MAC in any case; an address held counts as reserved', () => {
    expect(leaseOf(leases, { mac: 'aa:00:00:00:00:01' })?.id).toBe('1');
    expect(leaseOf(leases, { mac: 'AA:00:00:00:00:02' })).toBeUndefined();
    expect(isReserved(leases, { mac: 'AA:00:00:00:00:02', ip: '192.168.0.101' })).toBe(true);
    expect(isReserved(leases, { mac: 'AA:00:00:00:00:02', ip: '192.168.0.102' })).toBe(false);
    // addresses compared as the lease validator does (contract canonicalAddress), not as texts
    expect(isReserved(leases, { mac: 'AA:00:00:00:00:02', ip: ' 192.168.0.101 ' })).toBe(true);
  });

  it('tells the DMZ host, and another host that turning it on would replace', () => {
    expect(isDmzHost(system(true, '192.168.0.5'), '192.168.0.5')).toBe(true);
    expect(isDmzHost(system(false, '192.168.0.5'), '192.168.0.5')).toBe(false);
    expect(isDmzHost(system(true, ''), '')).toBe(false);
    expect(otherDmzHost(system(true, '192.168.0.9'), '192.168.0.5')).toBe('192.168.0.9');
    expect(otherDmzHost(system(true, '192.168.0.5'), '192.168.0.5')).toBeNull();
    expect(otherDmzHost(system(false, '192.168.0.9'), '192.168.0.5')).toBeNull();
  });

  it('words a refused reservation as §8 does', () => {
    const max = new HttpError('dhcp_static_lease', 400, { status: 'error', code: 'max', message: 'limite' });
    expect(reservationMessage(new ReservationError('add', max))).toBe(
      'Não foi possível incluir uma nova reserva, porque o número máximo de reservas foi atingido.',
    );
    expect(reservationMessage(new ReservationError('add', new HttpError('x', 500, null)))).toBe('Ocorreu um erro ao tentar adicionar reserva.');
    expect(reservationMessage(new ReservationError('delete', new HttpError('x', 500, null)))).toBe('Ocorreu um erro ao tentar excluir reserva.');
  });
});
