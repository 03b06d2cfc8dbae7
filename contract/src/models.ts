/**
 * The 13 models of the line and what each can do.
 * Choices the spec leaves open (written down here, kept in UI, emulator and scenarios):
 * - single-band models: W4-300F and W4-300S (300 Mbps, 2.4 GHz only), no mesh;
 * - the two plug models (Twibi Force Plug, Twibi Plug Giga) keep the power LED on;
 * - Wi-Fi 6: W6-1500, Twibi Force AX, EX-1500.
 */
export interface ModelInfo {
  readonly name: ModelName;
  readonly dualBand: boolean;
  readonly mesh: boolean;
  readonly voice: boolean;
  readonly wifi6: boolean;
  /** false: the power LED stays on when the LEDs are turned off. */
  readonly ledPowerControl: boolean;
  /** LAN ports, for the port maps. */
  readonly lanPorts: number;
}

export const modelNames = [
  'GF1200',
  'W5-1200G',
  'W5-1200F',
  'W4-300F',
  'W5-1200GS',
  'W6-1500',
  'W5-2100G',
  'W4-300S',
  'Twibi Force Plug',
  'Twibi Plug Giga',
  'Twibi Force AX',
  'Twibi Force Voice',
  'EX-1500',
] as const;
export type ModelName = (typeof modelNames)[number];

const m = (
  name: ModelName,
  caps: Partial<Omit<ModelInfo, 'name'>>,
): ModelInfo => ({
  name,
  dualBand: true,
  mesh: true,
  voice: false,
  wifi6: false,
  ledPowerControl: true,
  lanPorts: 3,
  ...caps,
});

export const models: Readonly<Record<ModelName, ModelInfo>> = {
  'GF1200': m('GF1200', {}),
  'W5-1200G': m('W5-1200G', {}),
  'W5-1200F': m('W5-1200F', {}),
  'W4-300F': m('W4-300F', { dualBand: false, mesh: false }),
  'W5-1200GS': m('W5-1200GS', {}),
  'W6-1500': m('W6-1500', { wifi6: true }),
  'W5-2100G': m('W5-2100G', { lanPorts: 4 }),
  'W4-300S': m('W4-300S', { dualBand: false, mesh: false }),
  'Twibi Force Plug': m('Twibi Force Plug', { ledPowerControl: false, lanPorts: 1 }),
  'Twibi Plug Giga': m('Twibi Plug Giga', { ledPowerControl: false, lanPorts: 1 }),
  'Twibi Force AX': m('Twibi Force AX', { wifi6: true, lanPorts: 2 }),
  'Twibi Force Voice': m('Twibi Force Voice', { voice: true, lanPorts: 2 }),
  'EX-1500': m('EX-1500', { wifi6: true, lanPorts: 1 }),
};

export const VOICE_MODEL: ModelName = 'Twibi Force Voice';

export function isModelName(name: string): name is ModelName {
  return (modelNames as readonly string[]).includes(name);
}

/** Capabilities of a model name as reported by a device; an unknown name gets none of the optional ones. */
export function modelInfo(name: string): ModelInfo {
  return isModelName(name)
    ? models[name]
    : { name: name as ModelName, dualBand: true, mesh: false, voice: false, wifi6: false, ledPowerControl: true, lanPorts: 0 };
}
