/** Numeric codes of the router's API, named once. */

export const OperationMode = { Router: 0, AccessPoint: 1, Repeater: 3 } as const;
export type OperationMode = (typeof OperationMode)[keyof typeof OperationMode];
export const operationModes: readonly OperationMode[] = [0, 1, 3];

export const ActionId = {
  Reboot: 1,
  FactoryResetNode: 2,
  /** ours: action 2 on the device itself restores it to the factory (spec 3 §7: payload not shown) */
  FactoryRestore: 2,
  Sync: 3,
  Apply: 5,
  DisassociateVoice: 7,
} as const;
export type ActionId = (typeof ActionId)[keyof typeof ActionId];
export const actionIds: readonly ActionId[] = [1, 2, 3, 5, 7];

export const ResultStatus = { Success: 'success', Error: 'error', Unauthorized: 'unauthorized' } as const;
export type ResultStatus = (typeof ResultStatus)[keyof typeof ResultStatus];

export const WanMode = { Dhcp: 0, Static: 1, Pppoe: 2 } as const;
export type WanMode = (typeof WanMode)[keyof typeof WanMode];

export const MeshType = { Controller: 0, Agent: 1 } as const;
export type MeshType = (typeof MeshType)[keyof typeof MeshType];

/** 1 = 5 GHz wireless, 2 = 2.4 GHz wireless, 3 = wired; anything else is "other". */
export const Backhaul = { Wireless5: 1, Wireless24: 2, Wired: 3 } as const;

export const MeshSyncing = { Idle: 0, Syncing: 1, Paired: 2 } as const;

export const Cipher = { None: 0, Wep: 1, Wpa: 2, Wpa2: 3, WpaWpa2: 4, Wpa3: 5, Wpa2Wpa3: 6 } as const;
export type Cipher = (typeof Cipher)[keyof typeof Cipher];

/** Codes of the first item of a login 401 answer. */
export const LoginErrorCode = {
  AttemptsLeft: 'attempts_left',
  MaxAttempts: 'max_attempts',
  InvalidCredentials: 'invalid_credentials',
} as const;
export type LoginErrorCode = (typeof LoginErrorCode)[keyof typeof LoginErrorCode];

/** body.code of a create refused at the router's limit. */
export const LimitReachedCode = 'max';
