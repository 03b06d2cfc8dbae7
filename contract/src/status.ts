import { array, boolean, number, object, optional, string, type Infer } from 'superstruct';

/** GET status needs no token; its answer is a list whose first item is read. */
export const statusPath = 'status';

export const Status = object({
  firmware_update: boolean(),
  show_wizard: boolean(),
  model: string(),
  operationMode: number(),
  has_internet: boolean(),
  /** the running firmware (ours: the status carries it so the start-up knows a development build, spec 2 §2.1) */
  fw_version: optional(string()),
});
export type Status = Infer<typeof Status>;
export const StatusList = array(Status);

/**
 * A development or test build of the firmware (version suffix -dev…, -test…, -rc…): the wizard is not forced on it
 * (spec 2 §2.1), so a lab can work on a device that reports show_wizard.
 */
function isDevelopmentFirmware(version: string | undefined): boolean {
  return version !== undefined && /-(dev|test|rc)\w*$/i.test(version);
}

/** The device must go through the wizard: it reports show_wizard on a release firmware (spec 2 §2.1). */
export function wizardRequired(status: Pick<Status, 'show_wizard' | 'fw_version'>): boolean {
  return status.show_wizard && !isDevelopmentFirmware(status.fw_version);
}
