/**
 * A profile's `config`: a router's configuration as its API answers it, one key per resource — what `npm run hil --
 * record` writes from a lab router, and what QA may write by hand (every key optional; a singleton's fields each
 * optional too). Each key holds the records of `GET <key>` (`dhcp_static_lease`, `filter`, `natportredirect`…: the
 * list, ids included) or the fields of its one record (`wan`, `syslog`…: without its id), minus what changes by
 * itself (uptime, counters, clocks). Beside the configuration, what the router saw around it: `connected_device` and
 * `site_survey`.
 *
 * Laid over the profile's base device (profile-network.ts, profile-settings.ts) with the router's own rules — the
 * very checks of the API's writes, so a profile holds nothing the router would refuse —, in the order a router's
 * settings depend on one another: limits, LAN, WAN, radios, Wi-Fi, DHCP, leases, then security, system pages,
 * parental control; the connected devices once the mesh's agents exist (a device may hang on one). A list given
 * replaces the base's (the demo's seeded leases, filters and forward); its records keep their ids, and an id counter
 * that never reuses an id starts above the highest. A refusal throws ProfileError naming the field
 * (`config.filter.1.target`), and nothing is built.
 */
import {
  BandSteering,
  ConnectedDevice,
  DailyReboot,
  DateTime,
  DenialOfService,
  DeviceQosRule,
  DeviceUrlFilter,
  DhcpServer,
  DhcpStaticLease,
  EasyMesh,
  Filter,
  GlobalQos,
  Lan,
  Mirroring,
  PortRedirect,
  Pppoe,
  Radio,
  RemoteManagement,
  RemoteWebAccess,
  ResetButton,
  ScheduledBlock,
  SiteSurveyEntry,
  Syslog,
  System,
  timeZones,
  Tr069Config,
  VoiceAssistant,
  Wan,
  Week,
  Wireless,
} from '@roteador/contract';
import { array, enums, type Infer, integer, max, min, object, omit, optional, partial, pick, string } from 'superstruct';

export class ProfileError extends Error {
  constructor(message: string, readonly field?: string) {
    super(message);
    this.name = 'ProfileError';
  }
}

/** A refusal of the router's rules, at `field` of the profile's config. */
export function refuse(field: string, message: string): never {
  throw new ProfileError(`profile: invalid field config.${field}: ${message}`, `config.${field}`);
}

/** An Outcome's refusal (a rule of the API's writes), at `where` (its field appended when it names one). */
export function orRefuse<T>(where: string, out: { ok: true; value: T } | { ok: false; message: string; field?: string }): T {
  if (out.ok) return out.value;
  return refuse(out.field ? `${where}.${out.field}` : where, out.message);
}

/** A count the control API's limits take (0…256). */
const Count = max(min(integer(), 0), 256);

/** GET wan's fields as the owner sets them and the line gives them (its port's address follows the WAN's). */
const WanConfig = partial(object({
  ...omit(Wan, ['id', 'interfaceID', 'connection_uptime', 'interface']).schema,
  interface: partial(pick(Wan.schema.interface, ['mac', 'mtu', 'ip6_list'])),
}));

export const ProfileConfig = object({
  // ---- the network (spec 2) ----
  /** the LAN's address (the DHCP range, a DNS that was the router's own and the leases follow it) and IPv6 addresses */
  lan: optional(partial(pick(Lan, ['ip4', 'netmask', 'ip6_list']))),
  /** mode, MTU, DNS; the address in DHCP or PPPoE is the provider's lease (the line's) */
  wan: optional(WanConfig),
  /** the PPPoE record (username and password encoded, as GET pppoe answers them) */
  pppoe: optional(omit(Pppoe, ['id'])),
  /** the radios, by id (the model's: radio0, and radio1 on dual-band models); configuredChannel 0 is automatic */
  radio: optional(array(Radio)),
  /** the Wi-Fi networks (keys encoded): one root network per radio; the repeater client `wlc` in repeater mode */
  wireless: optional(array(Wireless)),
  band_steering: optional(pick(BandSteering, ['enabled'])),
  /** per-model limits (default: the model's) */
  limits: optional(object({
    static_leases: Count,
    wifi_limits: object({ radio0: Count, radio1: Count }),
    port_forward: Count,
    filters: Count,
  })),
  dhcp_server: optional(partial(omit(DhcpServer, ['interface']))),
  dhcp_static_lease: optional(array(DhcpStaticLease)),
  /** the device's own place in the mesh (its nodes follow the profile's meshRole and meshAgents) */
  easymesh: optional(partial(pick(EasyMesh, ['controllerIp', 'backhaul', 'backhaul_rssi', 'backhaul_mac']))),
  // ---- security (spec 3) ----
  /** IPv6, UPnP, the DMZ host and SIP ALG */
  system: optional(partial(pick(System, ['ipv6', 'upnp', 'dmz', 'sip_alg']))),
  filter: optional(array(Filter)),
  natportredirect: optional(array(PortRedirect)),
  remote_web_access: optional(omit(RemoteWebAccess, ['id'])),
  denial_of_service: optional(partial(omit(DenialOfService, ['id']))),
  qos_global: optional(partial(omit(GlobalQos, ['id']))),
  // ---- the system pages (spec 3) ----
  /** NTP servers and time zone (the clock itself moves) */
  datetime: optional(partial(object({ ntp_server: DateTime.schema.ntp_server, timezone: enums(timeZones.map((z) => z.id)) }))),
  daily_reboot: optional(partial(omit(DailyReboot, ['id']))),
  syslog: optional(partial(omit(Syslog, ['id']))),
  reset_button: optional(partial(omit(ResetButton, ['id']))),
  /** its port is remote_web_access's */
  remote_management: optional(partial(omit(RemoteManagement, ['id']))),
  /** credentials encoded, as GET tr069_config answers them; its switch is the profile's tr069Enable */
  tr069_config: optional(partial(omit(Tr069Config, ['id', 'tr069_enable']))),
  mirroring: optional(partial(omit(Mirroring, ['id']))),
  /** the voice model's assistant */
  voice_assistant: optional(omit(VoiceAssistant, ['id'])),
  // ---- parental control (the remote service's records of this router, and its own per-device rates) ----
  parental: optional(object({
    schedule: optional(array(object({ id: string(), name: string(), week: Week }))),
    scheduled_block: optional(array(ScheduledBlock)),
    block: optional(array(object({ id: string(), target: string(), status: integer() }))),
    urlfilter: optional(array(DeviceUrlFilter)),
  })),
  qos_rule: optional(array(DeviceQosRule)),
  // ---- around the router: what it saw, not its configuration ----
  /** the devices connected, as listed (their signal and counters move by themselves from there; the id is the MAC) */
  connected_device: optional(array(object({ ...omit(ConnectedDevice, ['id']).schema, id: optional(string()) }))),
  /** the networks the site survey hears */
  site_survey: optional(array(SiteSurveyEntry)),
});
export type ProfileConfig = Infer<typeof ProfileConfig>;
