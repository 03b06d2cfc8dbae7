import { array, boolean, enums, number, object, optional, string, type Infer } from 'superstruct';

export const easymeshPath = 'easymesh';

export const MeshNeighbor = object({ name: string(), mac: string(), model: string() });

/** Mesh configuration of the local device. type 0 controller, 1 agent. */
export const EasyMesh = object({
  id: number(),
  enabled: boolean(),
  type: enums([0, 1]),
  controllerIp: string(),
  syncing: enums([0, 1, 2]),
  backhaul: number(),
  backhaul_rssi: number(),
  backhaul_mac: string(),
  neighbors: optional(array(MeshNeighbor)),
});
export type EasyMesh = Infer<typeof EasyMesh>;
export const EasyMeshList = array(EasyMesh);
