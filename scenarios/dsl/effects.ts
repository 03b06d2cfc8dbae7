/**
 * What a scenario changes on the device (its header's `effects`). A bench runs a scenario only when its router allows
 * every one of them (hil/: the inventory's allowEffects, checked again by the forwarding proxy on every write).
 * No imports: hil/ (Deno) reads this list too.
 */
export const effectNames = [
  'session', // logs in, locks login out for a while
  'credentials',
  'reboot',
  'operation-mode',
  'mesh-topology',
  'firmware',
  'configuration',
] as const;
export type Effect = (typeof effectNames)[number];
