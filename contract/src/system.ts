import { array, boolean, enums, number, object, partial, string, type Infer } from 'superstruct';
import { actionIds, operationModes, ResultStatus } from './codes.ts';

export const systemPath = 'system';
export const userPath = 'user';
export const actionPath = 'action';

/** The DMZ host: every unsolicited connection from the WAN goes to ip4 (spec 3 §3 'System settings'). */
export const Dmz = object({ enabled: boolean(), ip4: string() });
export type Dmz = Infer<typeof Dmz>;

export const System = object({
  id: number(),
  operationMode: enums(operationModes),
  ipv6: object({ enabled: boolean() }),
  /** spec 3 §3: UPnP, the DMZ host and SIP ALG are system settings (router mode) */
  upnp: boolean(),
  dmz: Dmz,
  sip_alg: boolean(),
});
export type System = Infer<typeof System>;
export const SystemList = array(System);

export const SystemUpdate = partial(object({
  operationMode: enums(operationModes),
  ipv6: object({ enabled: boolean() }),
  upnp: boolean(),
  dmz: Dmz,
  sip_alg: boolean(),
}));
export type SystemUpdate = Infer<typeof SystemUpdate>;

/** GET user never carries the password. */
export const User = object({ id: number(), username: string() });
export type User = Infer<typeof User>;
export const UserList = array(User);

/** PUT user/{id}: both encoded with encodeSecret. */
export const UserUpdate = object({ username: string(), password: string() });
export type UserUpdate = Infer<typeof UserUpdate>;

export const Action = object({ actionID: enums(actionIds) });
export type Action = Infer<typeof Action>;

export const ActionAnswer = object({
  status: enums([ResultStatus.Success, ResultStatus.Error, ResultStatus.Unauthorized]),
});
export type ActionAnswer = Infer<typeof ActionAnswer>;

