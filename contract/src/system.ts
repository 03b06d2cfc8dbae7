import { array, boolean, enums, number, object, partial, string, type Infer } from 'superstruct';
import { actionIds, operationModes, ResultStatus } from './codes.ts';

export const systemPath = 'system';
export const userPath = 'user';
export const actionPath = 'action';

export const System = object({
  id: number(),
  operationMode: enums(operationModes),
  ipv6: object({ enabled: boolean() }),
});
export type System = Infer<typeof System>;
export const SystemList = array(System);

export const SystemUpdate = partial(object({
  operationMode: enums(operationModes),
  ipv6: object({ enabled: boolean() }),
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
