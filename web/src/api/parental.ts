/**
 * Typed calls of parental control (contract/src/parental.ts): the remote service's schedules, scheduled blocks,
 * fixed blocks and device URL filters (its base from /config.json, the router's deviceid from GET device), and the
 * router's device QoS rules, firewall rules and time zone. Also the one read the devices pages make of it:
 * readDeviceParental.
 */
import type { Struct } from 'superstruct';
import {
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
import { ApiClient, type GetOptions } from './client.ts';
import { remoteConfig } from './cloud.ts';
import { collection } from './crud.ts';
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

/**
 * One list of the remote service, under this router's deviceid (crud.ts's collection, there): read, create, update,
 * delete (a delete answers the record deleted, or an acknowledgement).
 */
function remoteList<T, I>(
  path: (deviceid: string) => string,
  list: Struct<T[], unknown>,
  record: Struct<T, unknown>,
  deleteAnswersRecord: boolean,
) {
  const at = async () => {
    const { client, deviceid } = await service();
    return collection<T, I>(path(deviceid), list, record, { client, request: remote, deleteAnswersRecord });
  };
  return {
    list: async () => (await at()).list(),
    create: async (input: I) => (await at()).create(input),
    update: async (id: string, input: I) => (await at()).update(id, input),
    remove: async (id: string) => (await at()).remove(id),
  };
}

export const {
  list: getSchedules, create: createSchedule, update: updateSchedule, remove: deleteSchedule,
} = remoteList<BlockSchedule, BlockScheduleInput>(parentalPaths.schedule, BlockScheduleList, BlockScheduleStruct, false);

export const {
  list: getScheduledBlocks, create: createScheduledBlock, update: updateScheduledBlock, remove: deleteScheduledBlock,
} = remoteList<ScheduledBlock, ScheduledBlockInput>(parentalPaths.scheduledBlock, ScheduledBlockList, ScheduledBlockStruct, true);

// fixed (immediate) blocks: created for a device's MAC
const blocks = remoteList<BlockRule, { target: string }>(parentalPaths.block, BlockRuleList, BlockRuleStruct, true);
export const getBlocks = blocks.list;
export const createBlock = (mac: string) => blocks.create({ target: mac });
export const deleteBlock = blocks.remove;

export const {
  list: getUrlFilters, create: createUrlFilter, update: updateUrlFilter, remove: deleteUrlFilter,
} = remoteList<DeviceUrlFilter, DeviceUrlFilterInput>(parentalPaths.urlFilter, DeviceUrlFilterList, DeviceUrlFilterStruct, true);

// the router: device QoS rules, firewall rules, time zone
export const {
  list: getDeviceQosRules, create: createDeviceQosRule, update: updateDeviceQosRule, remove: deleteDeviceQosRule,
} = collection<DeviceQosRule, DeviceQosRuleInput>(deviceQosPath, DeviceQosRuleList, DeviceQosRuleStruct);
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
