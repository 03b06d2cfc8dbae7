/** Tools resources read in this issue (the tools area adds the rest). */
import { boolean, integer, max, min, object, optional, type Infer } from 'superstruct';

export const iotAssistantPath = 'iot_assistant';

export const IotAssistant = object({
  id: integer(),
  enabled: boolean(),
  /** epoch seconds when the window opened (0 when off) */
  start_time: integer(),
  duration_seconds: integer(),
});
export type IotAssistant = Infer<typeof IotAssistant>;

/**
 * PUT iot_assistant/0: opening sends {enabled: true, duration_seconds: 1800}; closing (the 'Finalizar'
 * action or the countdown at zero) sends {enabled: false, duration_seconds: 0}. Up to a day: ours.
 */
export const IotAssistantUpdate = object({
  enabled: optional(boolean()),
  duration_seconds: optional(max(min(integer(), 0), 86_400)),
});
export type IotAssistantUpdate = Infer<typeof IotAssistantUpdate>;
