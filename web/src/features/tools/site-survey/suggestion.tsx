/**
 * The channel suggestion of one band (spec 3 §4 'Site survey', §9 'Channels'): the least used channel of the band
 * (contract suggestChannel, over the channels the radio offers), the radio's current channel, and applying the
 * suggestion (or automatic, configuredChannel 0): PUT radio/{id}, then timing.wait.channelChange (5000 ms) while
 * the Wi-Fi changes channel, then a login with the stored credentials (refused: the session is over, as after a
 * restart: /login?expired); the scan is read again after. Applying is offered only where the radio page is (the
 * access table's wifiRadio): in repeater mode and on a mesh agent the router refuses the radio's writes.
 */
import { useState } from 'react';
import { suggestChannel, timing, type Radio, type SiteSurveyEntry, type SurveyBand } from '@roteador/contract';
import { updateRadio } from '../../../api/radio.ts';
import { paths } from '../../../paths.ts';
import { relogin } from '../../../state/restart.ts';
import { clearSession } from '../../../state/session.ts';
import { siteSurvey as t } from '../../../text/tools.ts';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { DoneModal, ErrorModal, WaitModal } from '../../../ui/feedback.tsx';
import { sleep } from '../../../time.ts';

type Phase =
  | { kind: 'idle' }
  | { kind: 'confirm'; channel: number }
  | { kind: 'applying' }
  | { kind: 'done'; channel: number }
  | { kind: 'error'; message: string };


export function ChannelSuggestion({ band, radio, entries, canApply, onApplied }: {
  band: SurveyBand;
  radio: Radio;
  entries: readonly SiteSurveyEntry[];
  /** where the radio page is hidden (repeater mode, a mesh agent) the channel is not this page's to change */
  canApply: boolean;
  onApplied: () => void;
}) {
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const channels = timing.limits.radioChannels[band];
  const best = suggestChannel(entries, band, channels);
  const auto = radio.configuredChannel === 0;
  const label = band === '5' ? t.tab5 : t.tab24;

  async function apply(channel: number) {
    if (phase.kind === 'applying') return;
    setPhase({ kind: 'applying' });
    try {
      await updateRadio(radio.id, { configuredChannel: channel });
    } catch {
      setPhase({ kind: 'error', message: t.applyError });
      return;
    }
    // spec 3 §4: the Wi-Fi changes channel; after 5000 ms a new session with the stored credentials
    await sleep(timing.wait.channelChange);
    if (!(await relogin())) {
      clearSession();
      window.location.assign(paths.loginExpired);
      return;
    }
    setPhase({ kind: 'done', channel });
  }

  const close = () => {
    const applied = phase.kind === 'done';
    setPhase({ kind: 'idle' });
    if (applied) onApplied();
  };

  return (
    <Card title={t.suggestionTitle} className="survey-suggestion">
      <p className="survey-suggestion__current">{t.current(radio.channel, auto)}</p>
      {!radio.enabled ? (
        <p className="tool-intro">{t.radioOff}</p>
      ) : best !== null && (
        <>
          <p>{best === radio.channel && !auto ? t.alreadyBest(best) : t.suggested(best)}</p>
          {canApply && (
            <div className="survey-suggestion__actions">
              {!auto && (
                <Button variant="secondary" onClick={() => setPhase({ kind: 'confirm', channel: 0 })}>{t.automatic}</Button>
              )}
              {(best !== radio.configuredChannel) && (
                <Button onClick={() => setPhase({ kind: 'confirm', channel: best })}>{t.apply(best)}</Button>
              )}
            </div>
          )}
        </>
      )}
      {phase.kind === 'confirm' && (
        <ConfirmDialog title={t.confirmTitle} message={t.confirm(label, phase.channel)} confirmLabel={t.confirmLabel}
          onConfirm={() => void apply(phase.channel)} onCancel={() => setPhase({ kind: 'idle' })} />
      )}
      {phase.kind === 'applying' && <WaitModal title={t.applying} message={t.applyingNote} />}
      {phase.kind === 'done' && <DoneModal title={t.applied(phase.channel)} onClose={close} />}
      {phase.kind === 'error' && <ErrorModal message={phase.message} onClose={close} />}
    </Card>
  );
}
