import { array, boolean, number, object, string, type Infer } from 'superstruct';

/** GET status needs no token; its answer is a list whose first item is read. */
export const statusPath = 'status';

export const Status = object({
  firmware_update: boolean(),
  show_wizard: boolean(),
  model: string(),
  operationMode: number(),
  has_internet: boolean(),
});
export type Status = Infer<typeof Status>;
export const StatusList = array(Status);
