/**
 * The update from a file (spec 3 §4, §5, §7, §9): a file under 30,000,000 bytes, confirmed, sent as POST
 * upgrade_by_parts {current, total, content} in 309,600-character base64 parts with a progress bar; then the router
 * writes it and restarts: its status is read every 5 s for up to 60 s, and once it answers a new session is made.
 * Any failure shows the §8 'Não foi possível atualizar seu roteador…'.
 */
import { useRef, useState, type ChangeEvent } from 'react';
import { firmwarePartBytes, firmwarePartCount, timing, validateFirmwareFile } from '@roteador/contract';
import { getStatus } from '../../../api/status.ts';
import { sendFirmwarePart } from '../../../api/system.ts';
import { device } from '../../../state/device.ts';
import { suspendUnauthorized } from '../../../state/session.ts';
import { update as t } from '../../../text/system.ts';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { DoneModal, ErrorModal } from '../../../ui/feedback.tsx';
import { FilePicker } from '../../../ui/file-picker.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { ProgressBar } from '../../../ui/spinner.tsx';
import { afterUpdate } from './finish.ts';
import { sleep } from '../../../time.ts';

type Phase =
  | { kind: 'idle' } | { kind: 'confirm' } | { kind: 'sending'; part: number; total: number } | { kind: 'waiting' }
  | { kind: 'done'; version: string } | { kind: 'failed' };


async function base64Of(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function FileUpdate() {
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const input = useRef<HTMLInputElement>(null);
  const error = file ? validateFirmwareFile(file.size) : undefined;
  const busy = phase.kind === 'sending' || phase.kind === 'waiting';

  function choose(event: ChangeEvent<HTMLInputElement>) {
    setFile(event.target.files?.[0] ?? null);
  }

  async function send() {
    if (!file || error || busy) return;
    const previous = device.data.peek()?.fw_version ?? '';
    const total = firmwarePartCount(file.size);
    try {
      for (let i = 0; i < total; i++) {
        setPhase({ kind: 'sending', part: i + 1, total });
        const content = await base64Of(file.slice(i * firmwarePartBytes, (i + 1) * firmwarePartBytes));
        await sendFirmwarePart({ current: i + 1, total, content });
      }
    } catch {
      return setPhase({ kind: 'failed' });
    }
    // The router writes the image and restarts, dropping every session: this page signs in again itself.
    setPhase({ kind: 'waiting' });
    suspendUnauthorized(true);
    for (let waited = 0; waited < timing.wait.firmwareFileReconnect;) {
      await sleep(timing.poll.firmwareFileRecheck);
      waited += timing.poll.firmwareFileRecheck;
      const back = await getStatus({ unauthorizedHook: false }).then(() => true, () => false);
      if (!back) continue;
      if (!(await afterUpdate(previous))) return;
      const version = (await device.load())?.fw_version ?? '';
      return setPhase({ kind: 'done', version });
    }
    suspendUnauthorized(false);
    setPhase({ kind: 'failed' });
  }

  const close = () => {
    setPhase({ kind: 'idle' });
    setFile(null);
    if (input.current) input.current.value = '';
  };

  return (
    <Card title={t.fileTitle} className="sys-settings__card">
      <p className="sys-settings__intro">{t.fileIntro}</p>
      <div className="field">
        <label className="field__label" htmlFor="firmware-file">{t.fileLabel}</label>
        <FilePicker ref={input} id="firmware-file" fileName={file?.name ?? null} onChange={choose} disabled={busy}
          aria-invalid={error ? true : undefined} aria-describedby="firmware-file-hint" />
        {error
          ? <p id="firmware-file-hint" className="field__error" role="alert">{error}</p>
          : <p id="firmware-file-hint" className="field__hint">
            {file ? t.fileChosen(file.name, (file.size / 1e6).toLocaleString('pt-BR', { maximumFractionDigits: 1 })) : t.fileHint}
          </p>}
      </div>
      <div className="sys-settings__actions">
        <Button disabled={!file || !!error} busy={busy} onClick={() => setPhase({ kind: 'confirm' })}>{t.send}</Button>
      </div>
      {phase.kind === 'confirm' && file && (
        <ConfirmDialog title={t.confirmTitle} message={t.fileConfirmBody(file.name)} confirmLabel={t.confirm}
          cancelLabel={t.cancel} onConfirm={() => void send()} onCancel={() => setPhase({ kind: 'idle' })} />
      )}
      {phase.kind === 'sending' && (
        <Modal title={t.sendingTitle}>
          <p>{t.progressBody}</p>
          <ProgressBar value={Math.round(((phase.part - 1) / phase.total) * 100)} label={t.sendingTitle} />
          <p className="sys-settings__state" aria-live="polite">{t.sending(phase.part, phase.total)}</p>
        </Modal>
      )}
      {phase.kind === 'waiting' && (
        <Modal title={t.waitingTitle}>
          <p>{t.waitingBody}</p>
          <ProgressBar label={t.waitingTitle} />
        </Modal>
      )}
      {phase.kind === 'done' && <DoneModal title={t.doneTitle} message={t.doneBody(phase.version)} onClose={close} />}
      {phase.kind === 'failed' && <ErrorModal message={t.failed} onClose={close} />}
    </Card>
  );
}
