/**
 * Every resource the UI reads from a router (web/src/api/*), with the contract struct its answer must match: the ONE
 * list conformance checks and, for those the UI writes, the guard snapshots and restores. Paths are under /api/v1,
 * or under the cloud base (`cloud: true`) for the services of /config.json. Some paths take an id the router gave
 * in another answer (the LAN's and the WAN's interface, the device's deviceid).
 */
import type { Struct } from 'superstruct';
import {
  BandSteeringList,
  bandSteeringPath,
  BlockRuleInput,
  BlockRuleList,
  BlockScheduleInput,
  BlockScheduleList,
  ConnectedDeviceList,
  connectedDevicePath,
  DailyRebootList,
  dailyRebootPath,
  DateTimeList,
  datetimePath,
  DenialOfServiceList,
  denialOfServicePath,
  DeviceList,
  devicePath,
  DeviceUpdate,
  deviceQosPath,
  DeviceQosRuleInput,
  DeviceQosRuleList,
  DeviceUrlFilterInput,
  DeviceUrlFilterList,
  DhcpServerList,
  dhcpServerPath,
  DhcpStaticLeaseInput,
  DhcpStaticLeaseList,
  dhcpStaticLeasePath,
  EasyMeshList,
  easymeshPath,
  EasyMeshUpdate,
  FactoryDefaultList,
  factoryDefaultPath,
  FilterList,
  filterPath,
  FirewallRuleList,
  FirmwareVersions,
  firmwareVersionsPath,
  GlobalQosList,
  globalQosPath,
  Interface,
  interfacePath,
  InterfaceStatistics,
  interfaceStatisticsPath,
  IotAssistant,
  iotAssistantPath,
  iptablesPath,
  LanList,
  lanPath,
  LedList,
  ledPath,
  LimitsList,
  limitsPath,
  LinkList,
  linkPath,
  MirroringList,
  mirroringPath,
  modelInfo,
  parentalPaths,
  PortRedirectList,
  portRedirectPath,
  PppoeInput,
  PppoeList,
  pppoePath,
  RadioList,
  radioPath,
  RadioUpdate,
  RemoteManagementList,
  remoteManagementPath,
  RemoteWebAccessList,
  remoteWebAccessPath,
  ResetButtonList,
  resetButtonPath,
  RuleStatus,
  ScheduledBlockInput,
  ScheduledBlockList,
  SiteSurveyList,
  siteSurveyPath,
  StatusList,
  statusPath,
  SyslogList,
  syslogPath,
  SystemList,
  systemPath,
  Tr069ConfigList,
  tr069ConfigPath,
  UpgradeProgress,
  upgradeProgressPath,
  urlFilterPending,
  UserList,
  userPath,
  VoiceAssistant,
  voiceAssistantPath,
  WanDetect,
  wanDetectPath,
  WanList,
  wanPath,
  WanUpdate,
  WirelessInput,
  WirelessList,
  wirelessPath,
  wpsPath,
  WpsStatusList,
  type ModelName,
} from '@roteador/contract';
import { array, omit } from 'superstruct';

/** Ids the router gave in other answers. */
export interface ResourceContext {
  model: ModelName;
  /** the device's MAC in lower case without colons (contract deviceIdOf) */
  deviceid: string;
  lanInterface: string;
  wanInterface: string;
  /**
   * the router-mode pages are there — router mode, not a mesh agent (the contract's access rule `routerMode`, from its
   * system and mesh): off them the parental-control service refuses reads too (403), a mesh agent's above all
   */
  routerMode: boolean;
}

export interface Resource {
  /** path under /api/v1 (or under the cloud base when `cloud`) */
  path: string | ((ctx: ResourceContext) => string);
  // deno-lint-ignore no-explicit-any
  struct: Struct<any, any>;
  cloud?: boolean;
  /** read without a session (status) */
  public?: boolean;
  /** the UI writes it: the guard snapshots it and restores it */
  writes?: {
    /** a list of records the UI adds to and removes from (POST path, DELETE path/id) */
    collection?: boolean;
    /** a change takes effect on the next apply (POST action 5), which restarts the router */
    apply?: boolean;
    /** the body a record is created with (the contract's input struct): a removed record is POSTed back with these
     * fields only — the others (status, ids the service gives) are the router's */
    // deno-lint-ignore no-explicit-any
    input?: Struct<any, any>;
    /** its PUT takes the whole record (its input's fields), not just the changed ones */
    putWhole?: boolean;
  };
  /** a record still in transition (a remote service's pending create or delete): the guard reads again until none is */
  pending?: (record: Record<string, unknown>) => boolean;
  /** the field naming a record in its path (PUT path/{key}); default `id` */
  key?: string;
  /** a field holding the id of another resource's record (a scheduled block's schedule): a record the guard created
   * again under a new id is referred to by that id */
  refers?: Record<string, Resource>;
  /** fields that change by themselves (counters, clocks, signal levels, the channel an automatic radio picked): not
   * compared by the guard, nor by record's round trip */
  volatile?: string[];
  /** only on some models */
  when?: (ctx: ResourceContext) => boolean;
}

/** Spec 3 §4: a rule 'Em andamento' or being deleted; a URL filter pending create, update or delete. */
const rulePending = (r: Record<string, unknown>) => r.status === RuleStatus.InProgress || r.status === RuleStatus.Deleting;
const filterPending = (r: Record<string, unknown>) => typeof r.status === 'number' && urlFilterPending(r.status);

const voice = (ctx: ResourceContext) => modelInfo(ctx.model).voice;
const mesh = (ctx: ResourceContext) => modelInfo(ctx.model).mesh;
/** A path of the parental-control service, under the cloud base's parental/ (the UI's /cloud/parental). */
const parental = (path: (deviceid: string) => string) => (c: ResourceContext) => `parental/${path(c.deviceid)}`;
/** The parental-control service answers only in router mode off an agent (ResourceContext routerMode). */
const routerMode = (ctx: ResourceContext) => ctx.routerMode;

const schedules: Resource = {
  path: parental(parentalPaths.schedule),
  struct: BlockScheduleList,
  cloud: true,
  writes: { collection: true, input: BlockScheduleInput },
  when: routerMode,
};

export const resources: readonly Resource[] = [
  { path: statusPath, struct: StatusList, public: true },
  // the mode a device record shows is the system's, restored there with its apply (a restart): not written here
  { path: devicePath, struct: DeviceList, writes: { input: omit(DeviceUpdate, ['operationMode']) }, volatile: ['uptime'] },
  { path: systemPath, struct: SystemList, writes: { apply: true } },
  { path: userPath, struct: UserList },
  { path: lanPath, struct: LanList },
  { path: (c) => `${interfacePath}/${c.lanInterface}`, struct: Interface, writes: { apply: true } },
  { path: (c) => `${interfaceStatisticsPath}/${c.wanInterface}`, struct: InterfaceStatistics, volatile: ['rx', 'tx', 'time'] },
  // the WAN's interface block is the router's (read-only): only what PUT wan/0 takes is written back
  { path: wanPath, struct: WanList, writes: { apply: true, input: WanUpdate }, volatile: ['connection_uptime'] },
  { path: wanDetectPath, struct: WanDetect },
  // no DELETE pppoe (spec 2): a record a scenario created cannot be removed — the guard reports it, never hides it
  { path: pppoePath, struct: PppoeList, writes: { apply: true, input: PppoeInput } },
  { path: linkPath, struct: LinkList },
  // channel: the one in use, the router's own choice while configuredChannel is 0 (automatic)
  { path: radioPath, struct: RadioList, writes: { apply: true, input: RadioUpdate }, volatile: ['channel'] },
  // band steering before the networks: while it is on, a network's name written is both bands' (the main networks
  // are renamed together), so the networks are restored once it is as it was
  { path: bandSteeringPath, struct: BandSteeringList, writes: { apply: true } },
  { path: wirelessPath, struct: WirelessList, writes: { collection: true, apply: true, input: WirelessInput } },
  { path: limitsPath, struct: LimitsList },
  // the networks around: each by its MAC, its signal as heard now
  { path: siteSurveyPath, struct: SiteSurveyList, key: 'mac', volatile: ['signal_level'] },
  // the clock itself moves (and a manual time cannot be put back exactly): its settings are restored
  { path: datetimePath, struct: DateTimeList, writes: {}, volatile: ['datetime', 'synced', 'is_changing_dns'] },
  // each device by its MAC: its signal and counters move by themselves
  { path: connectedDevicePath, struct: ConnectedDeviceList, key: 'mac', volatile: ['signalLevel', 'rxBytes', 'txBytes'] },
  { path: dhcpServerPath, struct: DhcpServerList, writes: { apply: true }, key: 'interface' },
  { path: dhcpStaticLeasePath, struct: DhcpStaticLeaseList, writes: { collection: true, input: DhcpStaticLeaseInput, putWhole: true } },
  { path: factoryDefaultPath, struct: FactoryDefaultList },
  { path: filterPath, struct: FilterList, writes: { collection: true } },
  { path: portRedirectPath, struct: PortRedirectList, writes: { collection: true } },
  { path: remoteWebAccessPath, struct: RemoteWebAccessList, writes: {} },
  { path: denialOfServicePath, struct: DenialOfServiceList, writes: {} },
  { path: globalQosPath, struct: GlobalQosList, writes: {} },
  { path: deviceQosPath, struct: DeviceQosRuleList, writes: { collection: true, input: DeviceQosRuleInput } },
  { path: iptablesPath, struct: FirewallRuleList },
  { path: dailyRebootPath, struct: DailyRebootList, writes: {} },
  { path: syslogPath, struct: SyslogList, writes: {} },
  { path: ledPath, struct: LedList, writes: {} },
  { path: resetButtonPath, struct: ResetButtonList, writes: {} },
  { path: remoteManagementPath, struct: RemoteManagementList, writes: {} },
  { path: tr069ConfigPath, struct: Tr069ConfigList, writes: {} },
  { path: mirroringPath, struct: MirroringList, writes: {} },
  { path: `${iotAssistantPath}/0`, struct: IotAssistant, writes: {}, volatile: ['start_time'] },
  { path: wpsPath, struct: WpsStatusList, volatile: ['remaining_seconds', 'syncing'] },
  // the mesh on or off and its role are written back; the controller's address and backhaul follow (read-only)
  { path: easymeshPath, struct: EasyMeshList, writes: { apply: true, input: EasyMeshUpdate }, when: mesh, volatile: ['nodes', 'syncing'] },
  { path: voiceAssistantPath, struct: array(VoiceAssistant), writes: {}, when: voice },
  schedules,
  { path: parental(parentalPaths.scheduledBlock), struct: ScheduledBlockList, cloud: true, writes: { collection: true, input: ScheduledBlockInput }, pending: rulePending, refers: { scheduleid: schedules }, when: routerMode },
  { path: parental(parentalPaths.block), struct: BlockRuleList, cloud: true, writes: { collection: true, input: BlockRuleInput }, pending: rulePending, when: routerMode },
  { path: parental(parentalPaths.urlFilter), struct: DeviceUrlFilterList, cloud: true, writes: { collection: true, input: DeviceUrlFilterInput }, pending: filterPending, when: routerMode },
  { path: (c) => firmwareVersionsPath(c.deviceid), struct: FirmwareVersions, cloud: true, public: true },
  { path: (c) => upgradeProgressPath(c.deviceid), struct: UpgradeProgress, cloud: true, public: true },
];

export const pathOf = (r: Resource, ctx: ResourceContext) => (typeof r.path === 'string' ? r.path : r.path(ctx));
