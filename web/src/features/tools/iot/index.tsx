/**
 * /tools/iot_assistant (spec 3 §3 'IoT assistant', §4, §7, §9): off → confirm → PUT iot_assistant/0 {enabled: true,
 * duration_seconds: 1800}; while on, a countdown to start_time + duration_seconds (epoch seconds of the router's
 * clock, counted on it: state/time.ts, read from GET datetime when the page opens and from the start_time a start
 * answers, so a browser whose clock differs still counts right) and the state re-read every 30 s; 'Finalizar', or
 * the countdown at zero, sends {enabled: false, duration_seconds: 0}. The route exists only on a mesh-capable device
 * that is not an agent (app/visibility.ts).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { timing, type IotAssistant } from '@roteador/contract';
import { askAgain } from '../../../api/client.ts';
import { getIotAssistant, setIotAssistant } from '../../../api/tools.ts';
import { usePoller } from '../../../state/poller.ts';
import { observeRouterClock, readRouterClock, routerNow } from '../../../state/time.ts';
import { countdown, iot as t } from '../../../text/tools.ts';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { ErrorModal, WaitModal } from '../../../ui/feedback.tsx';
import '../tools.css';
import './iot.css';
import { Pending } from '../../../ui/pending.tsx';

const WINDOW_SECONDS = timing.wait.iotAssistantWindow / 1000;

type Phase = 'idle' | 'confirm' | 'starting' | 'finishing' | 'startError' | 'finishError';

/** Seconds left of an open window at `now` (ms of the router's clock); 0 when off or over. */
function secondsLeft(iot: IotAssistant, now: number): number {
  if (!iot.enabled) return 0;
  return Math.max(0, iot.start_time + iot.duration_seconds - now / 1000);
}

export function IotAssistantPage() {
  const [iot, setIot] = useState<IotAssistant | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [ended, setEnded] = useState(false);
  /** the router's clock was read once since the page opened (when it cannot be, the browser's stands in) */
  const clockRead = useRef(false);
  const [now, setNow] = useState(routerNow);
  const busy = useRef(false);
  const labelId = useId();

  const poll = usePoller<IotAssistant>({
    intervalMs: timing.poll.iotAssistant,
    fetch: async () => {
      if (!clockRead.current) {
        await readRouterClock().catch(() => undefined);
        clockRead.current = true;
      }
      return getIotAssistant();
    },
    onData: (value) => {
      setIot(value);
      setLoadError(null);
      setNow(routerNow());
    },
    onError: (error) => setLoadError(error),
  }, []);

  const left = iot ? secondsLeft(iot, now) : 0;
  const active = iot?.enabled === true && left > 0;

  // the countdown: one tick a second while the window is open; at zero the window is closed (spec 3 §4)
  useEffect(() => {
    if (!iot?.enabled) return;
    if (left <= 0) {
      void finish();
      return;
    }
    // the next tick when the shown second changes (whole seconds of what is left), so the count never lags
    const toNextSecond = Math.ceil(left * 1000) % 1000 || 1000;
    const timer = setTimeout(() => setNow(routerNow()), toNextSecond);
    return () => clearTimeout(timer);
  }, [iot, now]);

  async function write(enabled: boolean): Promise<boolean> {
    if (busy.current) return false;
    busy.current = true;
    setPhase(enabled ? 'starting' : 'finishing');
    try {
      const before = Date.now();
      const value = await setIotAssistant(enabled, enabled ? WINDOW_SECONDS : 0);
      // the window opened during the call, on the router's clock: a reading of it (its whole second)
      if (value.enabled) observeRouterClock(value.start_time, before, Date.now());
      setIot(value);
      setNow(routerNow());
      setPhase('idle');
      return true;
    } catch {
      setPhase(enabled ? 'startError' : 'finishError');
      return false;
    } finally {
      busy.current = false;
    }
  }

  async function finish() {
    if (await write(false)) setEnded(true);
  }

  async function start() {
    setEnded(false);
    await write(true);
  }

  if (!iot) {
    return <Pending title={t.loadError} error={loadError} onRetry={() => void askAgain(poll.refresh)} />;
  }

  return (
    <div className="tool-page iot-page">
      <Card className="tool-card" title={active ? t.active : undefined}>
        <div className="tool-form">
          {active ? (
            <>
              <p className="tool-intro">{t.activeNote}</p>
              <div className="iot-countdown">
                <span className="iot-countdown__label" id={labelId}>{t.remainingLabel}</span>
                <span className="iot-countdown__time" role="timer" aria-labelledby={labelId}>{countdown(left)}</span>
              </div>
              <div className="tool-actions">
                <Button variant="secondary" onClick={() => void finish()} busy={phase === 'finishing'} disabled={phase === 'finishing'}>{t.finish}</Button>
              </div>
            </>
          ) : (
            <>
              <p className="tool-intro">{t.intro}</p>
              {ended && <p className="message message--info" role="status">{t.ended}</p>}
              <div className="tool-actions">
                <Button onClick={() => setPhase('confirm')}>{t.start}</Button>
              </div>
            </>
          )}
        </div>
      </Card>
      {phase === 'confirm' && (
        <ConfirmDialog title={t.confirmTitle} message={t.confirm} confirmLabel={t.confirmLabel}
          onConfirm={() => void start()} onCancel={() => setPhase('idle')} />
      )}
      {phase === 'starting' && <WaitModal title={t.starting} />}
      {phase === 'startError' && <ErrorModal message={t.startError} onClose={() => setPhase('idle')} />}
      {phase === 'finishError' && <ErrorModal message={t.finishError} onClose={() => setPhase('idle')} />}
    </div>
  );
}
