import { describe, expect, it } from 'vitest';
import type { Wireless } from '@roteador/contract';
import { VOICE_MODEL } from '@roteador/contract';
import { visibility } from '../../app/visibility.ts';
import {
  bandwidthText,
  connectedCount,
  readSkipVersions,
  shouldOfferUpdate,
  skipVersion,
  wifiNetworks,
} from './summaries.ts';

const wifi = (ssid: string, frequency: '2.4' | '5', extra: Partial<Wireless> = {}): Wireless => ({
  // the band is the radio's (radio0 2.4 GHz, radio1 5 GHz), never the interface's name: wlan0 is the 5 GHz network
  id: `${ssid}-${frequency}`, interfaceID: frequency === '5' ? 'wlan0' : 'wlan1', radioID: frequency === '5' ? 'radio1' : 'radio0', ssid, enabled: true, wps: false, broadcast: true,
  cipher: 3, crypto: 2, key: '', frequency, isRoot: true, mode: 0, guest_network: false, client_mode_rssi: 0, ...extra,
});

describe('wifiNetworks', () => {
  it('groups one SSID on both bands, 2.4 GHz first', () => {
    expect(wifiNetworks([wifi('Casa', '5'), wifi('Casa', '2.4'), wifi('Visitas', '2.4', { guest_network: true })])).toEqual([
      { ssid: 'Casa', bands: ['2.4', '5'], guest: false },
      { ssid: 'Visitas', bands: ['2.4'], guest: true },
    ]);
  });
  it('leaves out disabled networks and the repeater client link', () => {
    expect(wifiNetworks([wifi('Off', '5', { enabled: false }), wifi('Vizinho', '2.4', { mode: 1 })])).toEqual([]);
  });
});

describe('the firmware prompt and its skip list', () => {
  const memory = () => {
    const data = new Map<string, string>();
    return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
  };
  it('offers a newer version, not an equal or older one', () => {
    expect(shouldOfferUpdate({ online: true, current: '1.4.2', last: '1.5.0' }, [])).toBe(true);
    expect(shouldOfferUpdate({ online: true, current: '1.4.2', last: '1.4.10' }, [])).toBe(true);
    expect(shouldOfferUpdate({ online: true, current: '1.4.2', last: '1.4.2' }, [])).toBe(false);
    expect(shouldOfferUpdate({ online: true, current: '1.5.0', last: '1.4.2' }, [])).toBe(false);
  });
  it('does not offer when the router is offline for the service', () => {
    expect(shouldOfferUpdate({ online: false, current: '1.4.2', last: '1.5.0' }, [])).toBe(false);
  });
  it('does not offer a skipped version, and keeps the list in localStorage skipVersions', () => {
    const storage = memory();
    skipVersion(storage, '1.5.0');
    skipVersion(storage, '1.5.0');
    expect(storage.data.get('skipVersions')).toBe('["1.5.0"]');
    expect(shouldOfferUpdate({ online: true, current: '1.4.2', last: '1.5.0' }, readSkipVersions(storage))).toBe(false);
    expect(shouldOfferUpdate({ online: true, current: '1.4.2', last: '1.6.0' }, readSkipVersions(storage))).toBe(true);
  });
  it('reads a damaged list as empty', () => {
    const storage = memory();
    storage.setItem('skipVersions', '{not json');
    expect(readSkipVersions(storage)).toEqual([]);
    storage.setItem('skipVersions', '"1.5.0"');
    expect(readSkipVersions(storage)).toEqual([]);
  });
});

describe('small formats', () => {
  it('bandwidth', () => {
    expect(bandwidthText('40MHz')).toBe('40 MHz');
    expect(bandwidthText('80')).toBe('80 MHz');
    expect(bandwidthText('20/40 MHz')).toBe('20/40 MHz');
  });
  it('connected devices leave out those not seen any more', () => {
    const d = (signalLevel: number) => ({ signalLevel }) as Parameters<typeof connectedCount>[0][number];
    expect(connectedCount([d(-40), d(-100), d(0)])).toBe(2);
  });
});

describe('visibility: the dashboard part', () => {
  const base = { model: 'W6-1500', operationMode: 0, mesh: { enabled: true, type: 0 } };
  it('router mode controller: everything but the AP link, the repeater and the Alexa card', () => {
    expect(visibility(base).dashboard).toEqual({
      wifiList: true, devices: true, bandControl: true, wanLan: true, wan: true, alexa: false, radio: true,
      apLink: false, repeater: false, meshNodes: true, manageNodes: true,
    });
  });
  it('an agent hides the network list, devices, band control and WAN/LAN; keeps the nodes without managing them', () => {
    expect(visibility({ ...base, mesh: { enabled: true, type: 1 } }).dashboard).toMatchObject({
      wifiList: false, devices: false, bandControl: false, wanLan: false, wan: false, meshNodes: true, manageNodes: false,
    });
  });
  it('access point mode: the AP link instead of the WAN; no band control', () => {
    expect(visibility({ ...base, operationMode: 1 }).dashboard).toMatchObject({
      wan: false, wanLan: true, apLink: true, repeater: false, bandControl: false,
    });
  });
  it('repeater mode: the repeater connection; no radio page', () => {
    expect(visibility({ ...base, operationMode: 3 }).dashboard).toMatchObject({
      wan: false, apLink: false, repeater: true, radio: false, bandControl: false,
    });
  });
  it('the Alexa card on the voice model; no node list without a mesh', () => {
    expect(visibility({ ...base, model: VOICE_MODEL, mesh: null }).dashboard).toMatchObject({ alexa: true, meshNodes: false, manageNodes: false });
  });
});
