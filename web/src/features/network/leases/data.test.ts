import { describe, expect, it } from 'vitest';
import { sizeMessage, validationMessages as m } from '@roteador/contract';
import { validateLease } from './data.ts';
import { leaseTable } from '../../../../../contract/test/cases/network.ts';
import { othersThan, verdictOf } from '../../../../../contract/test/cases/rule-case.ts';

const server = { rangeStart: '192.168.0.100', rangeEnd: '192.168.0.200' };
const stored = [{ id: '1', description: 'TV', mac: 'AA:BB:CC:DD:EE:01', ip: '192.168.0.150' }];
const ok = { description: 'Notebook', mac: 'AA:BB:CC:DD:EE:02', ip: '192.168.0.120' };

describe('validateLease (spec 2 §5.9)', () => {
  it('accepts a free address inside the range, with or without description', () => {
    expect(validateLease(ok, server, stored)).toEqual({});
    expect(validateLease({ ...ok, description: '' }, server, stored)).toEqual({});
    expect(validateLease({ ...ok, ip: '192.168.0.200' }, server, stored)).toEqual({});
  });
  it('gives one message per field', () => {
    expect(validateLease({ description: 'x'.repeat(33), mac: '', ip: '' }, server, stored)).toEqual({
      description: sizeMessage(0, 32),
      mac: m.required,
      ip: m.required,
    });
    expect(validateLease({ ...ok, ip: '192.168.0.99', mac: 'FF:FF:FF:FF:FF:FF' }, server, stored)).toEqual({
      ip: m.outsideDhcpRange,
      mac: m.invalidMac,
    });
  });
  it('refuses what another lease uses, but not the edited lease itself', () => {
    const dup = { description: '', mac: 'aa:bb:cc:dd:ee:01', ip: '192.168.0.150' };
    expect(validateLease(dup, server, stored)).toEqual({ ip: m.leaseIpInUse, mac: m.leaseMacInUse });
    expect(validateLease(dup, server, [])).toEqual({});
  });
});

/** The contract's rule cases (contract/test/cases/network.ts, also sent to the router) through the form's check. */
describe("validateLease over the contract's rule cases", () => {
  const { leases, range } = leaseTable.context;
  const stored = leases.map((l, i) => ({ id: String(i + 1), ...l }));
  it.each(leaseTable.cases.map((c) => [c.name, c] as const))('%s', (_, c) => {
    expect(verdictOf(validateLease(c.draft, range, othersThan(stored, c.edit)))).toEqual(c.verdict);
  });
});
