/**
 * Typed calls of parental control (contract/src/parental.ts): the remote service's schedules, scheduled blocks,
 * fixed blocks and device URL filters (its base from /config.json, the router's deviceid from GET device), and the
 * router's device QoS rules, firewall rules and time zone. Also the one read the devices pages make of it:
 * readDeviceParental.
 */
import {
  Acknowledged,
  type BlockRule,
  BlockRule as BlockRuleStruct,
  BlockRuleList,
  type BlockSchedule,
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
  type ScheduledBlock,
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

// block schedules
export async function getSchedules(): Promise<BlockSchedule[]> {
  const s = await service();
  return s.client.get(parentalPaths.schedule(s.deviceid), BlockScheduleList, remote);
}
export async function createSchedule(input: BlockScheduleInput): Promise<BlockSchedule> {
  const s = await service();
  return s.client.post(parentalPaths.schedule(s.deviceid), input, BlockScheduleStruct, remote);
}
export async function updateSchedule(id: string, input: BlockScheduleInput): Promise<BlockSchedule> {
  const s = await service();
  return s.client.put(one(parentalPaths.schedule(s.deviceid), id), input, BlockScheduleStruct, remote);
}
export async function deleteSchedule(id: string): Promise<void> {
  const s = await service();
  await s.client.delete(one(parentalPaths.schedule(s.deviceid), id), Acknowledged, remote);
}

// scheduled blocks
export async function getScheduledBlocks(): Promise<ScheduledBlock[]> {
  const s = await service();
  return s.client.get(parentalPaths.scheduledBlock(s.deviceid), ScheduledBlockList, remote);
}
export async function createScheduledBlock(input: ScheduledBlockInput): Promise<ScheduledBlock> {
  const s = await service();
  return s.client.post(parentalPaths.scheduledBlock(s.deviceid), input, ScheduledBlockStruct, remote);
}
export async function updateScheduledBlock(id: string, input: ScheduledBlockInput): Promise<ScheduledBlock> {
  const s = await service();
  return s.client.put(one(parentalPaths.scheduledBlock(s.deviceid), id), input, ScheduledBlockStruct, remote);
}
export async function deleteScheduledBlock(id: string): Promise<ScheduledBlock> {
  const s = await service();
  return s.client.delete(one(parentalPaths.scheduledBlock(s.deviceid), id), ScheduledBlockStruct, remote);
}

// fixed (immediate) blocks
export async function getBlocks(): Promise<BlockRule[]> {
  const s = await service();
  return s.client.get(parentalPaths.block(s.deviceid), BlockRuleList, remote);
}
export async function createBlock(mac: string): Promise<BlockRule> {
  const s = await service();
  return s.client.post(parentalPaths.block(s.deviceid), { target: mac }, BlockRuleStruct, remote);
}
export async function deleteBlock(id: string): Promise<BlockRule> {
  const s = await service();
  return s.client.delete(one(parentalPaths.block(s.deviceid), id), BlockRuleStruct, remote);
}

// device URL filters
export async function getUrlFilters(): Promise<DeviceUrlFilter[]> {
  const s = await service();
  return s.client.get(parentalPaths.urlFilter(s.deviceid), DeviceUrlFilterList, remote);
}
export async function createUrlFilter(input: DeviceUrlFilterInput): Promise<DeviceUrlFilter> {
  const s = await service();
  return s.client.post(parentalPaths.urlFilter(s.deviceid), input, DeviceUrlFilterStruct, remote);
}
export async function updateUrlFilter(id: string, input: DeviceUrlFilterInput): Promise<DeviceUrlFilter> {
  const s = await service();
  return s.client.put(one(parentalPaths.urlFilter(s.deviceid), id), input, DeviceUrlFilterStruct, remote);
}
export async function deleteUrlFilter(id: string): Promise<DeviceUrlFilter> {
  const s = await service();
  return s.client.delete(one(parentalPaths.urlFilter(s.deviceid), id), DeviceUrlFilterStruct, remote);
}

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
