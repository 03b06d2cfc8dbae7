/**
 * What a scenario changes on the device (its header's `effects`): the contract's list (contract/src/effects.ts, with
 * the table of each write's effects that the emulator's check and the bench's proxy both read). A bench runs a
 * scenario only when its router allows every one of them.
 */
export { effectNames, type Effect } from '@roteador/contract';
