/**
 * Every resource the UI reads from a router (web/src/api/*), with the contract struct its answer must match: the ONE
 * list conformance checks and, for those the UI writes, the guard snapshots and restores. Paths are under /api/v1,
 * or under the cloud base (`cloud: true`) for the services of /config.json. Some paths take an id the router gave
 * in another answer (the LAN's and the WAN's interface, the device's deviceid).
 */
import type { Struct } from 'superstruct';
import {
  BandSteeringList,
  BlockRuleInput,
  BlockRuleList,
  BlockScheduleInput,
  BlockScheduleList,
  ConnectedDeviceList,
  DailyRebootList,
  DateTimeList,
  DenialOfServiceList,
  DeviceList,
  DeviceQosRuleInput,
  DeviceQosRuleList,
  DeviceUrlFilterInput,
  DeviceUrlFilterList,
  DhcpServerList,
  DhcpStaticLeaseInput,
  DhcpStaticLeaseList,
  EasyMeshList,
  FactoryDefaultList,
  FilterList,
  FirewallRuleList,
  FirmwareVersions,
  GlobalQosList,
  Interface,
  InterfaceStatistics,
  IotAssistant,
  LanList,
  LedList,
  LimitsList,
  LinkList,
  MirroringList,
  modelInfo,
  PortRedirectList,
  PppoeInput,
  PppoeList,
  RadioList,
  RadioUpdate,
  RuleStatus,
  RemoteManagementList,
  RemoteWebAccessList,
  ResetButtonList,
  ScheduledBlockInput,
  ScheduledBlockList,
  SiteSurveyList,
  StatusList,
  SyslogList,
  SystemList,
  Tr069ConfigList,
  UpgradeProgress,
  urlFilterPending,
  UserList,
  VoiceAssistant,
  WanDetect,
  WanList,
  WanUpdate,
  WirelessInput,
  WirelessList,
  WpsStatusList,
  type ModelName,
} from '@roteador/contract';
import { array } from 'superstruct';

/** Ids the router gave in other answers. */
export interface ResourceContext {
  model: ModelName;
  /** the device's MAC in lower case without colons (contract deviceIdOf) */
  deviceid: string;
  lanInterface: string;
  wanInterface: string;
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
  /** fields that change by themselves (counters, clocks): not compared by the guard */
  volatile?: string[];
  /** only on some models */
  when?: (ctx: ResourceContext) => boolean;
}

/** Spec 3 §4: a rule 'Em andamento' or being deleted; a URL filter pending create, update or delete. */
const rulePending = (r: Record<string, unknown>) => r.status === RuleStatus.InProgress || r.status === RuleStatus.Deleting;
const filterPending = (r: Record<string, unknown>) => typeof r.status === 'number' && urlFilterPending(r.status);

const voice = (ctx: ResourceContext) => modelInfo(ctx.model).voice;
const mesh = (ctx: ResourceContext) => modelInfo(ctx.model).mesh;

export const resources: readonly Resource[] = [
  { path: 'status', struct: StatusList, public: true },
  { path: 'device', struct: DeviceList, writes: {}, volatile: ['uptime'] },
  { path: 'system', struct: SystemList, writes: { apply: true } },
  { path: 'user', struct: UserList },
  { path: 'lan', struct: LanList },
  { path: (c) => `interface/${c.lanInterface}`, struct: Interface, writes: { apply: true } },
  { path: (c) => `interface_statistics/${c.wanInterface}`, struct: InterfaceStatistics },
  // the WAN's interface block is the router's (read-only): only what PUT wan/0 takes is written back
  { path: 'wan', struct: WanList, writes: { apply: true, input: WanUpdate }, volatile: ['connection_uptime'] },
  { path: 'wan_detect', struct: WanDetect },
  // no DELETE pppoe (spec 2): a record a scenario created cannot be removed — the guard reports it, never hides it
  { path: 'pppoe', struct: PppoeList, writes: { apply: true, input: PppoeInput } },
  { path: 'link', struct: LinkList },
  // channel: the one in use, the router's own choice while configuredChannel is 0 (automatic)
  { path: 'radio', struct: RadioList, writes: { apply: true, input: RadioUpdate }, volatile: ['channel'] },
  { path: 'wireless', struct: WirelessList, writes: { collection: true, apply: true, input: WirelessInput } },
  { path: 'band_steering', struct: BandSteeringList, writes: { apply: true } },
  { path: 'limits', struct: LimitsList },
  { path: 'site_survey', struct: SiteSurveyList },
  // the clock itself moves (and a manual time cannot be put back exactly): its settings are restored
  { path: 'datetime', struct: DateTimeList, writes: {}, volatile: ['datetime', 'synced', 'is_changing_dns'] },
  { path: 'connected_device', struct: ConnectedDeviceList },
  { path: 'dhcp_server', struct: DhcpServerList, writes: { apply: true }, key: 'interface' },
  { path: 'dhcp_static_lease', struct: DhcpStaticLeaseList, writes: { collection: true, input: DhcpStaticLeaseInput, putWhole: true } },
  { path: 'factory_default', struct: FactoryDefaultList },
  { path: 'filter', struct: FilterList, writes: { collection: true } },
  { path: 'natportredirect', struct: PortRedirectList, writes: { collection: true } },
  { path: 'remote_web_access', struct: RemoteWebAccessList, writes: {} },
  { path: 'denial_of_service', struct: DenialOfServiceList, writes: {} },
  { path: 'qos_global', struct: GlobalQosList, writes: {} },
  { path: 'qos_rule', struct: DeviceQosRuleList, writes: { collection: true, input: DeviceQosRuleInput } },
  { path: 'iptables', struct: FirewallRuleList },
  { path: 'daily_reboot', struct: DailyRebootList, writes: {} },
  { path: 'syslog', struct: SyslogList, writes: {} },
  { path: 'led', struct: LedList, writes: {} },
  { path: 'reset_button', struct: ResetButtonList, writes: {} },
  { path: 'remote_management', struct: RemoteManagementList, writes: {} },
  { path: 'tr069_config', struct: Tr069ConfigList, writes: {} },
  { path: 'mirroring', struct: MirroringList, writes: {} },
  { path: 'iot_assistant/0', struct: IotAssistant, writes: {}, volatile: ['start_time'] },
  { path: 'wps', struct: WpsStatusList, volatile: ['remaining_seconds', 'syncing'] },
  { path: 'easymesh', struct: EasyMeshList, writes: { apply: true }, when: mesh, volatile: ['nodes', 'syncing'] },
  { path: 'voice_assistant', struct: array(VoiceAssistant), writes: {}, when: voice },
  { path: (c) => `parental/${c.deviceid}/schedule`, struct: BlockScheduleList, cloud: true, writes: { collection: true, input: BlockScheduleInput } },
  { path: (c) => `parental/${c.deviceid}/scheduled_block`, struct: ScheduledBlockList, cloud: true, writes: { collection: true, input: ScheduledBlockInput }, pending: rulePending },
  { path: (c) => `parental/${c.deviceid}/block`, struct: BlockRuleList, cloud: true, writes: { collection: true, input: BlockRuleInput }, pending: rulePending },
  { path: (c) => `parental/${c.deviceid}/urlfilter`, struct: DeviceUrlFilterList, cloud: true, writes: { collection: true, input: DeviceUrlFilterInput }, pending: filterPending },
  { path: (c) => `fwapi/versions/${c.deviceid}`, struct: FirmwareVersions, cloud: true, public: true },
  { path: (c) => `update/${c.deviceid}`, struct: UpgradeProgress, cloud: true, public: true },
];

export const pathOf = (r: Resource, ctx: ResourceContext) => (typeof r.path === 'string' ? r.path : r.path(ctx));
