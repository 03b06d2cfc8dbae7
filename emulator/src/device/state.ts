/**
 * The whole state of one emulated device: one plain JSON-serialisable object, so it can be shown
 * (GET /__emulator/state), written to the state file and compared in tests. Its parts are cut from
 * the contract's own structs, so a field renamed in contract/ breaks the emulator at type-check.
 * Views (deviceView, …) turn it into exactly the records the API answers.
 */
import { Device, type EasyMesh, EasyMesh as EasyMeshStruct, type Status, System, type User } from '@roteador/contract';
import {
  boolean,
  type Infer,
  integer,
  literal,
  nullable,
  number,
  object,
  omit,
  pick,
  record,
  string,
} from 'superstruct';

export const DeviceStateStruct = object({
  version: literal(1),
  /** where this state came from: a profile name ('custom' for a profile object) and the seed */
  origin: object({ profile: string(), seed: integer() }),
  device: pick(Device, ['model', 'alias', 'fw_version', 'show_wizard', 'tr069_enable', 'mac', 'leds']),
  /** operationMode lives only here; device answers read it, so the two never disagree */
  system: pick(System, ['operationMode', 'ipv6']),
  status: object({ firmware_update: boolean(), has_internet: boolean() }),
  /** stored as the router stores them: plain text */
  credentials: object({ username: string(), password: string() }),
  easymesh: omit(EasyMeshStruct, ['id']),
  /** virtual ms: the device answers again (and uptime counts) from bootAt; down while now < downUntil */
  power: object({ bootAt: number(), downUntil: nullable(number()) }),
  /** tokens: token → virtual ms of last use; failures: consecutive failed logins */
  auth: object({
    tokens: record(string(), number()),
    failures: integer(),
    lockedUntil: nullable(number()),
  }),
});
export type DeviceState = Infer<typeof DeviceStateStruct>;

export function uptimeSeconds(state: DeviceState, now: number): number {
  return Math.max(0, Math.floor((now - state.power.bootAt) / 1000));
}

export function isDown(state: DeviceState, now: number): boolean {
  return state.power.downUntil !== null && now < state.power.downUntil;
}

export function deviceView(state: DeviceState, now: number): Device {
  return {
    id: 0,
    ...state.device,
    uptime: uptimeSeconds(state, now),
    operationMode: state.system.operationMode,
  };
}

export function systemView(state: DeviceState): System {
  return { id: 0, operationMode: state.system.operationMode, ipv6: { ...state.system.ipv6 } };
}

export function statusView(state: DeviceState): Status {
  return {
    firmware_update: state.status.firmware_update,
    show_wizard: state.device.show_wizard,
    model: state.device.model,
    operationMode: state.system.operationMode,
    has_internet: state.status.has_internet,
  };
}

export function userView(state: DeviceState): User {
  return { id: 0, username: state.credentials.username };
}

export function easymeshView(state: DeviceState): EasyMesh {
  const { neighbors, ...rest } = state.easymesh;
  return { id: 0, ...rest, ...(neighbors ? { neighbors: neighbors.map((n) => ({ ...n })) } : {}) };
}

/** A deep copy, so a caller can keep a snapshot while the device moves on. */
export function cloneState(state: DeviceState): DeviceState {
  return structuredClone(state);
}
