/**
 * A node's LED switch (spec 1 §4 LED toggle): confirm (the text says when the model keeps its power
 * LED on), then the local call for this device (PUT device/0) or the mesh update for another node
 * (PUT easymesh/0 {leds}), then the node's device is read again.
 */
import { useState } from 'react';
import { modelInfo, type MeshNode } from '@roteador/contract';
import { updateDevice } from '../../api/device.ts';
import { updateMesh } from '../../api/mesh.ts';
import { device } from '../../state/device.ts';
import { nodeInfo } from '../../state/mesh-nodes.ts';
import { mesh as t } from '../../text/mesh.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Toggle } from '../../ui/toggle.tsx';
import { ErrorModal } from './feedback.tsx';

function ledConfirmText(model: string, turnOn: boolean): string {
  if (turnOn) return t.ledsOnBody;
  return modelInfo(model).ledPowerControl ? t.ledsOffBody : t.ledsOffPowerBody;
}

export function LedControl({ node, model, enabled, local }: {
  node: MeshNode;
  model: string;
  enabled: boolean;
  local: boolean;
}) {
  const [target, setTarget] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function apply(turnOn: boolean) {
    if (busy) return;
    setBusy(true);
    try {
      if (local) await updateDevice(0, { leds: turnOn });
      else await updateMesh({ leds: { mac: node.mac, enabled: turnOn } });
      setTarget(null);
      await nodeInfo(node).load();
      if (local) void device.load();
    } catch {
      setTarget(null);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Toggle
        className="node-toggle"
        label={enabled ? t.ledsOnState : t.ledsOffState}
        aria-label={t.leds}
        checked={enabled}
        disabled={busy}
        onChange={() => setTarget(!enabled)}
      />
      {target !== null && (
        <ConfirmDialog
          title={target ? t.ledsOnTitle : t.ledsOffTitle}
          message={ledConfirmText(model, target)}
          confirmLabel={target ? t.ledsOn : t.ledsOff}
          busy={busy}
          onConfirm={() => void apply(target)}
          onCancel={() => setTarget(null)}
        />
      )}
      {failed && <ErrorModal title={t.saveErrorTitle} message={t.saveError} onClose={() => setFailed(false)} />}
    </>
  );
}
