/**
 * 'Concluir' (spec 2 §4.6): the draft reaches the router in the spec's order — wireless, mesh, repeater client,
 * operation mode, WAN — then the location and the new login credentials (ours: last, so a failure before them
 * leaves the factory login working and the wizard can simply be run again). Then 8 s, the apply (action 5:
 * the router leaves its factory state and restarts), and the restart wait of §4.7, which logs in again with
 * the credentials kept in the session: the new ones.
 */
import { ActionId, meshAllowed, OperationMode, ResultStatus, timing, type Wireless } from '@roteador/contract';
import { updateDevice } from '../../api/device.ts';
import { updateMeshRole } from '../../api/mesh.ts';
import { encodeCredentials } from '../../api/session.ts';
import { sendAction, updateSystem, updateUser } from '../../api/system.ts';
import { setRepeaterClient, updateWireless } from '../../api/wireless.ts';
import { saveWanConfig } from '../../forms/wan/model.ts';
import { waitForRouter } from '../../state/restart.ts';
import { saveSession, token } from '../../state/session.ts';
import type { WizardDraft } from './draft.ts';
import { sleep } from '../../time.ts';

export interface FinishContext {
  /** the networks as read before finishing: the root ones get the Wi-Fi step's names and password */
  wireless: Wireless[];
  meshCapable: boolean;
  /** the device's mesh as read (null: none); the mesh is written only when the choice differs */
  mesh: { enabled: boolean; type: number } | null;
  sleep?: (ms: number) => Promise<void>;
}

export type FinishResult =
  /** the router is back and the session valid */
  | 'done'
  /** a write or the apply failed: nothing was applied, the owner may try again */
  | 'failed'
  /** the apply answered status error: the wizard starts again */
  | 'apply-error'
  /** the router did not come back with a session: the restart wait sent the owner to /login?expired */
  | 'expired';

export async function finishWizard(draft: WizardDraft, context: FinishContext): Promise<FinishResult> {
  const wait = context.sleep ?? sleep;
  try {
    await writeDraft(draft, context);
  } catch (error) {
    console.error('wizard finish failed', error);
    return 'failed';
  }
  await wait(timing.wait.wizardBeforeApply);
  try {
    const answer = await sendAction(ActionId.Apply);
    if (answer.status === ResultStatus.Error) return 'apply-error';
  } catch (error) {
    console.error('wizard apply failed', error);
    return 'failed';
  }
  return (await waitForRouter()) ? 'done' : 'expired';
}

async function writeDraft(draft: WizardDraft, context: FinishContext): Promise<void> {
  const mode = draft.operationMode;
  if (draft.wifi) {
    const { ssid, ssid5, key } = draft.wifi;
    for (const network of context.wireless.filter((w) => w.isRoot && w.mode !== 1)) {
      const fiveGhz = network.radioID !== 'radio0';
      await updateWireless(network.id, { ssid: fiveGhz ? ssid5 || ssid : ssid, key });
    }
  }
  if (context.meshCapable && draft.mesh) {
    // Repeater mode has no mesh (spec 2 §4.5).
    const wanted = meshAllowed(mode) ? draft.mesh : { ...draft.mesh, enabled: false };
    const current = context.mesh;
    if (!current || current.enabled !== wanted.enabled || (wanted.enabled && current.type !== wanted.type)) {
      await updateMeshRole(wanted.enabled, wanted.type);
    }
  }
  if (mode === OperationMode.Repeater && draft.repeater) await setRepeaterClient(draft.repeater);
  await updateSystem(0, { operationMode: mode });
  if (mode === OperationMode.Router && draft.wan && !draft.skippedWan) await saveWanConfig(draft.wan);
  if (context.meshCapable && draft.location) await updateDevice(0, { alias: draft.location });
  if (draft.username && draft.password) {
    const credentials = encodeCredentials(draft.username, draft.password);
    await updateUser(credentials);
    // The restart wait logs in again with the credentials kept in the session: from now on, the new ones.
    saveSession({ token: token.peek() ?? '', credentials, keepSession: false });
  }
}
