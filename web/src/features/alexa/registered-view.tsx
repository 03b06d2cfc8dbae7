/**
 * The registered device (spec 1 §2.10): disassociate (action 7, after a confirmation), equalization
 * and volume (PUT voice_assistant/0, with the save modals), the board id and the firmware version.
 */
import { useId, useState, type CSSProperties, type FormEvent } from 'react';
import { Equalization, timing, type VoiceAssistant, type VoiceAssistantUpdate } from '@roteador/contract';
import { disassociateVoiceAssistant, updateVoiceAssistant } from '../../api/alexa.ts';
import { alexa as t } from '../../text/alexa.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { MicIcon } from '../../ui/icons.tsx';
import { Toggle } from '../../ui/toggle.tsx';
import { SaveDialog, type SaveState } from './save-dialog.tsx';
import { ChipIcon, SpeakerIcon } from './alexa-icons.tsx';

type Sound = Required<VoiceAssistantUpdate>;
type EqualizationType = Sound['equalization_type'];
const EQUALIZATIONS = Object.values(Equalization) as EqualizationType[];

export function RegisteredView({ assistant, onSaved, onDisassociated }: {
  assistant: VoiceAssistant;
  /** the router accepted `sound`: the page records it and reads the device again */
  onSaved: (sound: Sound) => void;
  onDisassociated: () => Promise<void>;
}) {
  // The draft is null until the user changes something, so the 15 s refresh shows what the router has.
  const [draft, setDraft] = useState<Sound | null>(null);
  const [save, setSave] = useState<SaveState>('idle');
  const [confirming, setConfirming] = useState(false);
  const [disassociating, setDisassociating] = useState(false);
  const [disassociateFailed, setDisassociateFailed] = useState(false);
  const eqId = useId();
  const volumeId = useId();

  const sound: Sound = draft ?? { equalization_type: assistant.equalization_type, volume: assistant.volume };
  const changed = sound.equalization_type !== assistant.equalization_type || sound.volume !== assistant.volume;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!changed || save === 'saving') return; // a repeated submit is ignored while saving
    setSave('saving');
    try {
      await updateVoiceAssistant(sound);
      onSaved(sound);
      setDraft(null);
      setSave('saved');
    } catch {
      setSave('error');
    }
  }

  async function disassociate() {
    setDisassociating(true);
    try {
      await disassociateVoiceAssistant();
      await onDisassociated();
    } catch {
      setConfirming(false);
      setDisassociating(false);
      setDisassociateFailed(true);
    }
  }

  return (
    <div className="alexa-registered">
      <div className="card alexa-banner">
        <span className="alexa-hero alexa-hero--small"><MicIcon /></span>
        <div className="alexa-banner__text">
          <h2 className="alexa-banner__title">{t.activeTitle}</h2>
          <p className="alexa-banner__body">{t.activeBody}</p>
        </div>
      </div>
      <Card title={t.deviceCard} icon={<ChipIcon />} className="alexa-card">
        <Toggle
          label={t.associated}
          checked
          onChange={() => setConfirming(true)}
          disabled={disassociating}
          className="alexa-card__toggle"
        />
        <dl className="alexa-facts">
          <div>
            <dt>{t.boardId}</dt>
            <dd>{assistant.board_id}</dd>
          </div>
          <div>
            <dt>{t.firmware}</dt>
            <dd>{assistant.firmware_version}</dd>
          </div>
        </dl>
      </Card>

      <Card title={t.soundCard} icon={<SpeakerIcon />} className="alexa-card">
        <form className="alexa-sound" onSubmit={submit} noValidate>
          <div className="field">
            <label className="field__label" htmlFor={eqId}>{t.equalization}</label>
            <select
              id={eqId}
              className="field__input alexa-select"
              value={sound.equalization_type}
              onChange={(e) => setDraft({ ...sound, equalization_type: Number(e.target.value) as EqualizationType })}
            >
              {EQUALIZATIONS.map((eq) => <option key={eq} value={eq}>{t.equalizations[eq]}</option>)}
            </select>
          </div>
          <div className="field">
            <div className="alexa-volume__head">
              <label className="field__label" htmlFor={volumeId}>{t.volume}</label>
              <output className="alexa-volume__value" htmlFor={volumeId}>{sound.volume}</output>
            </div>
            <input
              id={volumeId}
              type="range"
              className="alexa-volume"
              min={timing.limits.voiceVolume.min}
              max={timing.limits.voiceVolume.max}
              step={1}
              value={sound.volume}
              style={{ '--fill': `${(sound.volume / timing.limits.voiceVolume.max) * 100}%` } as CSSProperties}
              onChange={(e) => setDraft({ ...sound, volume: Number(e.target.value) })}
            />
            <div className="alexa-volume__scale" aria-hidden="true">
              <span>{timing.limits.voiceVolume.min}</span>
              <span>{timing.limits.voiceVolume.max}</span>
            </div>
          </div>
          <Button type="submit" className="alexa-sound__save" disabled={!changed} busy={save === 'saving'}>{t.save}</Button>
        </form>
      </Card>

      {confirming && (
        <ConfirmDialog
          title={t.disassociateTitle}
          message={t.disassociateBody}
          confirmLabel={t.disassociateConfirm}
          danger
          busy={disassociating}
          onConfirm={() => void disassociate()}
          onCancel={() => setConfirming(false)}
        />
      )}
      <SaveDialog state={save} onClose={() => setSave('idle')} />
      <SaveDialog
        state={disassociateFailed ? 'error' : 'idle'}
        errorTitle={t.errorTitle}
        errorMessage={t.disassociateError}
        onClose={() => setDisassociateFailed(false)}
      />
    </div>
  );
}
