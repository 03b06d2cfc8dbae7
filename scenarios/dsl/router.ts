/**
 * What the router stored, read through its own API: the same on the emulator and on a bench.
 * Every answer is checked against its contract struct.
 */
import { assert, type Struct } from 'superstruct';
import {
  API_BASE,
  DeviceList,
  EasyMeshList,
  FilterList,
  filterPath,
  Journal,
  type JournalEntry,
  encodeSecret,
  SessionAnswer,
  StatusList,
  SystemList,
  UserList,
  type Device,
  type EasyMesh,
  type Filter,
  type Status,
  type System,
  type User,
} from '@roteador/contract';

import {
  ConnectedDeviceList,
  connectedDevicePath,
  DhcpStaticLeaseList,
  dhcpStaticLeasePath,
  type ConnectedDevice,
  type DhcpStaticLease,
} from '@roteador/contract';

import {
  BlockRuleList,
  BlockScheduleList,
  deviceIdOf,
  deviceQosPath,
  DeviceQosRuleList,
  DeviceUrlFilterList,
  FirewallRuleList,
  iptablesPath,
  ScheduledBlockList,
  type BlockRule,
  type BlockSchedule,
  type DeviceQosRule,
  type DeviceUrlFilter,
  type FirewallRule,
  type ScheduledBlock,
} from '@roteador/contract';

import type { WriteLog } from './effects-check';

class RouterApiError extends Error {
  constructor(readonly status: number, readonly body: unknown, what: string) {
    super(`${what} → HTTP ${status}: ${JSON.stringify(body)}`);
  }
}

export class RouterClient {
  private token: string | undefined;

  constructor(
    private readonly baseURL: string,
    private readonly credentials: () => Promise<{ username: string; password: string }>,
    /** where the requests the router received are listed: the emulator's journal, or the bench proxy's record */
    private readonly journalURL: string,
    /** the emulator: this client's writes, for the scenario's effects check (effects-check.ts) */
    private readonly writes?: WriteLog,
  ) {}

  /**
   * What the router was asked since the scenario began (or last cleared it), in arrival order: the page's requests
   * and this client's. On the emulator `time` is its virtual clock; on a bench, real ms since the epoch.
   */
  async journal(): Promise<JournalEntry[]> {
    const r = await fetch(this.journalURL, { headers: { 'cache-control': 'no-cache' } });
    if (!r.ok) throw new RouterApiError(r.status, await r.text(), 'GET journal');
    const entries: unknown = await r.json();
    assert(entries, Journal);
    return entries;
  }
  async clearJournal(): Promise<void> {
    // what it held still counts for the scenario's effects
    if (this.writes?.active) this.writes.keep(await this.journal());
    const r = await fetch(this.journalURL, { method: 'DELETE' });
    if (!r.ok) throw new RouterApiError(r.status, await r.text(), 'DELETE journal');
  }

  /** Raw call, for scenarios that assert an answer's status (no struct check, no login). */
  async raw(method: string, path: string, body?: unknown, token: string | null = this.token ?? null) {
    const headers: Record<string, string> = { 'cache-control': 'no-cache' };
    if (body !== undefined || method === 'POST') headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    this.writes?.record(method, `${this.baseURL}${API_BASE}/${path}`, body);
    const r = await fetch(`${this.baseURL}${API_BASE}/${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await r.text();
    let json: unknown = text;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: r.status, body: json };
  }

  async login(username?: string, password?: string): Promise<string> {
    const c = username === undefined ? await this.credentials() : { username, password: password ?? '' };
    const r = await this.raw('POST', 'session', { username: encodeSecret(c.username), password: encodeSecret(c.password) }, null);
    if (r.status !== 200) throw new RouterApiError(r.status, r.body, 'POST session');
    assert(r.body, SessionAnswer);
    this.token = r.body.token;
    return this.token;
  }

  /**
   * GET of any path as a new session of the device's credentials reads it, in the scenario's own type (no struct
   * check: a view of the answer, or a resource read field by field); fails unless the router answers 200.
   */
  async readAs<T>(path: string): Promise<T> {
    const r = await this.raw('GET', path, undefined, await this.login());
    if (r.status !== 200) throw new RouterApiError(r.status, r.body, `GET ${path}`);
    return r.body as T;
  }

  /** GET of any resource the router has, checked against its contract struct (logs in first, again on a 401). */
  read<T>(path: string, struct: Struct<T, any>): Promise<T> {
    return this.get(path, struct);
  }

  private async get<T>(path: string, struct: Struct<T, any>): Promise<T> {
    if (!this.token) await this.login();
    let r = await this.raw('GET', path);
    if (r.status === 401) {
      await this.login();
      r = await this.raw('GET', path);
    }
    if (r.status !== 200) throw new RouterApiError(r.status, r.body, `GET ${path}`);
    assert(r.body, struct, `GET ${path}: resposta fora do contrato`);
    return r.body;
  }

  async status(): Promise<Status> {
    const r = await this.raw('GET', 'status', undefined, null);
    if (r.status !== 200) throw new RouterApiError(r.status, r.body, 'GET status');
    assert(r.body, StatusList);
    return r.body[0];
  }
  async device(): Promise<Device> {
    return (await this.get('device', DeviceList))[0];
  }
  async system(): Promise<System> {
    return (await this.get('system', SystemList))[0];
  }
  async user(): Promise<User> {
    return (await this.get('user', UserList))[0];
  }
  async easymesh(): Promise<EasyMesh> {
    return (await this.get('easymesh', EasyMeshList))[0];
  }
  /** The global filters (security area), every kind. */
  async filters(): Promise<Filter[]> {
    return this.get(filterPath, FilterList);
  }
  /** The connected devices, as the router lists them now. */
  async connectedDevices(): Promise<ConnectedDevice[]> {
    return this.get(connectedDevicePath, ConnectedDeviceList);
  }
  /** The IP reservations (static leases). */
  async leases(): Promise<DhcpStaticLease[]> {
    return this.get(dhcpStaticLeasePath, DhcpStaticLeaseList);
  }
  /** The parental-control remote service of this router (spec 3 §7), raw: `path` under parental/{deviceid}. */
  async parental(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }> {
    const deviceid = deviceIdOf((await this.device()).mac);
    const headers: Record<string, string> = { 'cache-control': 'no-cache' };
    if (body !== undefined || method === 'POST') headers['content-type'] = 'application/json';
    this.writes?.record(method, `${this.baseURL}/cloud/parental/${deviceid}/${path}`, body);
    const r = await fetch(`${this.baseURL}/cloud/parental/${deviceid}/${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await r.text();
    return { status: r.status, body: text ? JSON.parse(text) : undefined };
  }
  private async parentalList<T>(path: string, struct: Struct<T, any>): Promise<T> {
    const r = await this.parental('GET', path);
    if (r.status !== 200) throw new RouterApiError(r.status, r.body, `GET parental ${path}`);
    assert(r.body, struct, `GET parental ${path}: resposta fora do contrato`);
    return r.body;
  }
  /** Parental control: the block schedules (UTC), scheduled blocks, fixed blocks and device URL filters. */
  schedules(): Promise<BlockSchedule[]> {
    return this.parentalList('schedule', BlockScheduleList);
  }
  scheduledBlocks(): Promise<ScheduledBlock[]> {
    return this.parentalList('scheduled_block', ScheduledBlockList);
  }
  fixedBlocks(): Promise<BlockRule[]> {
    return this.parentalList('block', BlockRuleList);
  }
  deviceUrlFilters(): Promise<DeviceUrlFilter[]> {
    return this.parentalList('urlfilter', DeviceUrlFilterList);
  }
  /** The router's per-device bandwidth rules and the firewall rules in force. */
  deviceQosRules(): Promise<DeviceQosRule[]> {
    return this.get(deviceQosPath, DeviceQosRuleList);
  }
  firewallRules(): Promise<FirewallRule[]> {
    return this.get(iptablesPath, FirewallRuleList);
  }
}
