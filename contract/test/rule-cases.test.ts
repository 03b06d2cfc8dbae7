/**
 * The contract's rule cases (test/cases/*.ts), each through its validator: the verdict each table states is the
 * validator's. The emulator's rules-table-*.test.ts send the same cases to the router.
 */
import { describe, expect, it } from 'vitest';
import type { RuleTable } from './cases/rule-case.ts';
import { dhcpTable, lanAddressTable, leaseTable, pppoeTable, wanTable } from './cases/network.ts';
import { blockTable, deviceQosTable, deviceUrlFilterTable, scheduledBlockTable, scheduleTable } from './cases/parental.ts';
import { dmzTable, dosTable, filterTable, globalQosTable, portRedirectTable, remoteWebAccessTable } from './cases/security.ts';
import { mirroringTable, ntpTable, remoteManagementTable, resetTimeTable, syslogTable, tr069Table } from './cases/system.ts';
import { pingTable, tracerouteTable } from './cases/tools.ts';

// deno-lint-ignore no-explicit-any
const tables: RuleTable<any, any>[] = [
  dhcpTable, lanAddressTable, leaseTable, wanTable, pppoeTable,
  filterTable, portRedirectTable, remoteWebAccessTable, dmzTable, dosTable, globalQosTable,
  scheduleTable, deviceUrlFilterTable, blockTable, scheduledBlockTable, deviceQosTable,
  ntpTable, syslogTable, remoteManagementTable, tr069Table, mirroringTable, resetTimeTable,
  pingTable, tracerouteTable,
];

describe.each(tables.map((t) => [t.rule, t] as const))('%s', (_, table) => {
  it.each(table.cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    expect(table.judge(c.draft, table.context, c.edit)).toEqual(c.verdict);
  });

  it('has cases the validator accepts and cases it refuses', () => {
    expect(table.cases.some((c) => c.verdict === 'ok')).toBe(true);
    expect(table.cases.some((c) => c.verdict !== 'ok')).toBe(true);
  });
});
