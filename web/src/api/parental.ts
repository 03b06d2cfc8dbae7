/**
 * Typed calls of parental control (contract/src/parental.ts): the remote service's schedules, scheduled blocks,
 * fixed blocks and device URL filters (its base from /config.json, the router's deviceid from GET device), and the
 * router's device QoS rules, firewall rules and time zone. Also the one read the devices pages make of it:
 * readDeviceParental.
 */
import type { Struct } from 'superstruct';
import {
  Acknowledged,
  BlockRule as BlockRuleStruct,
  BlockRuleList,
  BlockSchedule as BlockScheduleStruct,
  type BlockScheduleInput,
  BlockScheduleList,
  deviceBlockState,
  type DeviceBlockState,
  deviceIdOf,
  deviceQosPath,
  type DeviceQosRule,
  DeviceQosRule as DeviceQosRuleStruct,
  type DeviceQosRuleInput,
  DeviceQosRuleList,
  type DeviceUrlFilter,
  DeviceUrlFilter as DeviceUrlFilterStruct,
  type DeviceUrlFilterInput,
  DeviceUrlFilterList,
  parentalPaths,
  sameMac,
  ScheduledBlock as ScheduledBlockStruct,
  type ScheduledBlockInput,
  ScheduledBlockList,
  timeZoneOffset,
} from '@roteador/contract';
import { api, ApiClient, type GetOptions } from './client.ts';
import { remoteConfig } from './cloud.ts';
import { getDevice } from './device.ts';
import { getDateTime } from './system.ts';

let client: ApiClient | null = null;
const remote = { auth: false } as const;

/** The remote service and this router's deviceid in it. */
async function service(): Promise<{ client: ApiClient; deviceid: string }> {
  client ??= new ApiClient({ base: (await remoteConfig()).parentalService });
  const device = await getDevice({ cached: true });
  return { client, deviceid: deviceIdOf(device.mac) };
}

const one = (path: string, id: string) => `${path}/${encodeURIComponent(id)}`;

/**
 * One list of the remote service, under this router's deviceid: read, create, update, delete (its record checked
 * against `record`; a delete's answer against `removed`: the record being deleted, or an acknowledgement).
 */
function remoteList<T, I, R, LS = unknown, TS = unknown, RS = unknown>(
  path: (deviceid: string) => string,
  list: Struct<T[], LS>,
  record: Struct<T, TS>,
  removed: Struct<R, RS>,
) {
  const at = async (id?: string) => {
    const s = await service();
    const base = path(s.deviceid);
    return { client: s.client, path: id === undefined ? base : one(base, id) };
  };
  return {
    async get(): Promise<T[]> {
      const { client, path: p } = await at();
      return client.get(p, list, remote);
    },
    async create(input: I): Promise<T> {
      const { client, path: p } = await at();
      return client.post(p, input, record, remote);
    },
    async update(id: string, input: I): Promise<T> {
      const { client, path: p } = await at(id);
      return client.put(p, input, record, remote);
    },
    async remove(id: string): Promise<R> {
      const { client, path: p } = await at(id);
      return client.delete(p, removed, remote);
    },
  };
}

const schedules = remoteList(parentalPaths.schedule, BlockScheduleList, BlockScheduleStruct, Acknowledged);
export const getSchedules = () => schedules.get();
export const createSchedule = (input: BlockScheduleInput) => schedules.create(input);
export const updateSchedule = (id: string, input: BlockScheduleInput) => schedules.update(id, input);
export const deleteSchedule = async (id: string): Promise<void> => void (await schedules.remove(id));

const scheduledBlocks = remoteList(parentalPaths.scheduledBlock, ScheduledBlockList, ScheduledBlockStruct, ScheduledBlockStruct);
export const getScheduledBlocks = () => scheduledBlocks.get();
export const createScheduledBlock = (input: ScheduledBlockInput) => scheduledBlocks.create(input);
export const updateScheduledBlock = (id: string, input: ScheduledBlockInput) => scheduledBlocks.update(id, input);
export const deleteScheduledBlock = (id: string) => scheduledBlocks.remove(id);

// fixed (immediate) blocks: created for a device's MAC
const blocks = remoteList(parentalPaths.block, BlockRuleList, BlockRuleStruct, BlockRuleStruct);
export const getBlocks = () => blocks.get();
export const createBlock = (mac: string) => blocks.create({ target: mac });
export const deleteBlock = (id: string) => blocks.remove(id);

const urlFilters = remoteList(parentalPaths.urlFilter, DeviceUrlFilterList, DeviceUrlFilterStruct, DeviceUrlFilterStruct);
export const getUrlFilters = () => urlFilters.get();
export const createUrlFilter = (input: DeviceUrlFilterInput) => urlFilters.create(input);
export const updateUrlFilter = (id: string, input: DeviceUrlFilterInput) => urlFilters.update(id, input);
export const deleteUrlFilter = (id: string) => urlFilters.remove(id);

// the router: device QoS rules, firewall rules, time zone
export function getDeviceQosRules(options?: GetOptions): Promise<DeviceQosRule[]> {
  return api.get(deviceQosPath, DeviceQosRuleList, options);
}
export function createDeviceQosRule(input: DeviceQosRuleInput): Promise<DeviceQosRule> {
  return api.post(deviceQosPath, input, DeviceQosRuleStruct);
}
export function updateDeviceQosRule(id: string, input: DeviceQosRuleInput): Promise<DeviceQosRule> {
  return api.put(one(deviceQosPath, id), input, DeviceQosRuleStruct);
}
export async function deleteDeviceQosRule(id: string): Promise<void> {
  await api.delete(one(deviceQosPath, id), Acknowledged);
}
/** Minutes east of UTC of the router's clock (GET datetime's zone; UTC when it has none): schedules are shown in it. */
export async function getRouterUtcOffset(options?: GetOptions): Promise<number> {
  const datetime = await getDateTime(options);
  return datetime.timezone ? timeZoneOffset(datetime.timezone) : 0;
}

/** Everything the block card reads: fixed blocks, scheduled blocks and their schedules. */
async function getBlockData() {
  const [blocks, scheduledBlocks, schedules] = await Promise.all([getBlocks(), getScheduledBlocks(), getSchedules()]);
  return { blocks, scheduledBlocks, schedules };
}

export interface DeviceParental {
  /** the block card (spec 3 §4): Ativo, Agendado or Inativo */
  block: DeviceBlockState;
  qos: DeviceQosRule | null;
  urlFilters: DeviceUrlFilter[];
}

/** One device's parental control, for the device page's cards (its bandwidth rule, URL filters and block state). */
export async function readDeviceParental(mac: string): Promise<DeviceParental> {
  const [data, qos, filters] = await Promise.all([getBlockData(), getDeviceQosRules(), getUrlFilters()]);
  return {
    block: deviceBlockState(mac, data, Date.now()),
    qos: qos.find((r) => sameMac(r.target, mac)) ?? null,
    urlFilters: filters.filter((f) => sameMac(f.mac, mac)),
  };
}
