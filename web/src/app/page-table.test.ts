import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths } from '../paths.ts';
import { pageTable, type PageId } from './page-table.ts';

const entries = Object.entries(pageTable) as Array<[PageId, (typeof pageTable)[PageId]]>;
const routes = entries.flatMap(([id, entry]) => entry.paths.map((path) => ({ path, id })));
/** The page an address opens, and the parameter it carries. */
const pageOf = (address: string) => {
  const match = matchRoutes(routes, address)?.[0];
  return match && { id: match.route.id, param: match.params.id };
};

describe('the page table', () => {
  it('gives every address to one page only', () => {
    const all = routes.map((r) => r.path);
    expect(new Set(all).size).toBe(all.length);
  });

  it("leads every back arrow to a page of the table", () => {
    for (const [id, { parent }] of entries) {
      if (id === 'dashboard') continue;
      expect(parent, id).toBeDefined();
      expect(routes.some((r) => r.path === parent), `${id} → ${parent}`).toBe(true);
    }
  });

  it('opens the page a parametrised address names, with its parameter back as given', () => {
    const mac = 'AA:BB:CC:00:00:01';
    expect(paths.mesh.node(mac)).toBe('/mesh/AA:BB:CC:00:00:01'); // a node keeps its colons
    expect(pageOf(paths.mesh.node(mac))).toEqual({ id: 'meshNode', param: mac });
    expect(pageOf(paths.mesh.location(mac))).toEqual({ id: 'meshLocation', param: mac });
    expect(paths.mesh.nodeRemove(mac)).toBe('/mesh/AA:BB:CC:00:00:01?remove');
    expect(paths.devices.device(mac)).toBe('/devices/AA%3ABB%3ACC%3A00%3A00%3A01');
    expect(pageOf(paths.devices.device(mac))).toEqual({ id: 'device', param: mac });
    expect(pageOf(paths.parental.device(mac))).toEqual({ id: 'parentalDevice', param: mac });
    expect(pageOf(paths.parental.deviceFilters(mac))).toEqual({ id: 'parentalDeviceFilters', param: mac });
    expect(pageOf(paths.network.wifiNetwork('2/4 ghz'))).toEqual({ id: 'wifiEdit', param: '2/4 ghz' });
    expect(pageOf(paths.network.lease('7'))).toEqual({ id: 'leaseEdit', param: '7' });
    expect(pageOf(paths.security.portRedirectRule('3'))).toEqual({ id: 'portRedirectEdit', param: '3' });
  });

  it('keeps the fixed sub-pages apart from the parametrised ones', () => {
    expect(pageOf(paths.network.wifiAdd)?.id).toBe('wifiAdd');
    expect(pageOf(paths.network.radio)?.id).toBe('radio');
    expect(pageOf(paths.network.leaseAdd)?.id).toBe('leaseAdd');
    expect(pageOf(paths.security.portRedirectAdd)?.id).toBe('portRedirectAdd');
    expect(pageOf(paths.parental.all)?.id).toBe('parentalAll');
    expect(pageOf(paths.mesh.onboarding)?.id).toBe('meshOnboarding');
    expect(pageOf(paths.network.wanMode.pppoe)?.id).toBe('wan');
    expect(pageOf(paths.tools.siteSurveyBand['5'])?.id).toBe('siteSurvey');
  });
});
