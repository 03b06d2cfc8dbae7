/** What the InMesh pages read: the role page reads mesh, Wi-Fi and radios together (spec 2 §4.11), the agent page the mesh. */
import { timing, type EasyMesh, type Radio, type Wireless } from '@roteador/contract';
import { getEasyMesh } from '../../../api/mesh.ts';
import { getRadios } from '../../../api/radio.ts';
import { getWireless } from '../../../api/wireless.ts';
import { mesh as meshResource } from '../../../state/mesh.ts';
import { usePolled } from '../../../state/poller.ts';
import { restartWait } from '../../../state/restart.ts';

export interface MeshData {
  mesh: EasyMesh | null;
  wireless: Wireless[];
  radios: Radio[];
}

async function readMeshData(): Promise<MeshData> {
  const [mesh, wireless, radios] = await Promise.all([getEasyMesh(), getWireless(), getRadios()]);
  meshResource.receive(mesh);
  return { mesh, wireless, radios };
}

async function readMesh(): Promise<EasyMesh | null> {
  const mesh = await getEasyMesh();
  meshResource.receive(mesh);
  return mesh;
}

// While the router restarts its answers are failures or 401s: the restart wait alone talks to it.
const restarting = () => restartWait.peek() !== null;

/** The role page's reads, every timing.poll.radioAndMesh — or `intervalMs` (a sync being checked). */
export function useMeshData(intervalMs: number = timing.poll.radioAndMesh) {
  return usePolled({ intervalMs, fetch: readMeshData, skip: restarting }, [intervalMs]);
}

/** The agent page's read of the mesh, every timing.poll.radioAndMesh. */
export function useAgentMesh() {
  return usePolled({ intervalMs: timing.poll.radioAndMesh, fetch: readMesh, skip: restarting }, []);
}
