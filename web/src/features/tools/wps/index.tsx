/**
 * /tools/wps (spec 3 §3 'Wi-Fi network (for WPS)', §4 'WPS', §7, §9): the button sends action 3; while the router
 * says syncing it is disabled with 'Sincronizando WPS', and the status is re-read every 2 s (the window lasts
 * 2 minutes or until a device pairs). 'WPS Desativado' when the Wi-Fi makes WPS unusable (contract wpsBands: a
 * cipher none or WPA3-only, radios off, WPS off), with a warning when only one band works.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { timing, wpsBands, wpsUsable, type Radio, type Wireless, type WpsStatus } from '@roteador/contract';
import { askAgain } from '../../../api/client.ts';
import { getWps, startWps } from '../../../api/tools.ts';
import { getRadios } from '../../../api/radio.ts';
import { getWireless } from '../../../api/wireless.ts';
import { paths } from '../../../paths.ts';
import { usePoller } from '../../../state/poller.ts';
import { countdown, wps as t } from '../../../text/tools.ts';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { ErrorModal } from '../../../ui/feedback.tsx';
import { AlertIcon, InfoIcon } from '../../../ui/icons.tsx';
import '../tools.css';
import './wps.css';
import { Pending } from '../../../ui/pending.tsx';

interface WifiState {
  wireless: Wireless[];
  radios: Radio[];
}

/** What the owner sees after a window: a device paired, or the time ran out. */
type Outcome = 'paired' | 'expired' | null;

export function WpsPage() {
  const [wifi, setWifi] = useState<WifiState | null>(null);
  const [wps, setWps] = useState<WpsStatus | null>(null);
  const [wifiError, setWifiError] = useState<unknown>(null);
  const [wpsError, setWpsError] = useState<unknown>(null);
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const sawSyncing = useRef(false);
  const wpsLoaded = useRef(false);
  if (wps) wpsLoaded.current = true;

  async function loadWifi() {
    try {
      const [wireless, radios] = await Promise.all([getWireless(), getRadios()]);
      setWifi({ wireless, radios });
      setWifiError(null);
    } catch (error) {
      setWifiError(error);
    }
  }

  useEffect(() => {
    void loadWifi();
  }, []);
  const poll = usePoller<WpsStatus>({
    intervalMs: timing.poll.wps,
    fetch: () => getWps(),
    onData: (status) => {
      setWps(status);
      setWpsError(null);
      if (status.syncing === 1) {
        sawSyncing.current = true;
        setOutcome(null);
      } else if (sawSyncing.current) {
        // the window this page watched has closed
        sawSyncing.current = false;
        setOutcome(status.syncing === 2 ? 'paired' : 'expired');
      }
    },
    // once the page shows, a failed re-read keeps the last status (the poller retries)
    onError: (error) => {
      if (!wpsLoaded.current) setWpsError(error);
    },
  }, []);
  async function start() {
    if (starting) return;
    setStarting(true);
    setOutcome(null);
    try {
      await startWps();
      await poll.refresh();
    } catch {
      setStartError(true);
      void loadWifi(); // the router may have refused it for its Wi-Fi settings
    } finally {
      setStarting(false);
    }
  }

  if (!wifi || !wps) {
    const retry = () => askAgain(async () => {
      if (!wifi) void loadWifi();
      if (!wps) void poll.refresh();
    });
    return <Pending title={t.loadError} error={wifiError ?? wpsError} onRetry={() => void retry()} />;
  }

  const bands = wpsBands(wifi.wireless, wifi.radios);
  const usable = wpsUsable(bands);
  const syncing = wps.syncing === 1;
  const label = !usable ? t.disabled : syncing ? t.syncing : t.start;

  return (
    <div className="tool-page wps-page">
      <Card className="tool-card">
        <div className="tool-form">
          <p className="tool-intro">{t.intro}</p>
          {usable && bands['5'] === false && <Note kind="warning">{t.only24}</Note>}
          {usable && bands['2.4'] === false && bands['5'] === true && <Note kind="warning">{t.only5}</Note>}
          {!usable && (
            <Note kind="info">
              {t.disabledWhy} <Link to={paths.network.wifi}>{t.wifiLink}</Link>
            </Note>
          )}
          <div className="tool-actions">
            <Button onClick={() => void start()} disabled={!usable || syncing || starting} busy={starting}>{label}</Button>
          </div>
          {syncing && <p className="wps-remaining" role="status">{t.remaining(countdown(wps.remaining_seconds))}</p>}
          {outcome === 'paired' && <p className="message message--info" role="status">{t.paired}</p>}
          {outcome === 'expired' && <p className="message message--warning" role="status">{t.expired}</p>}
        </div>
      </Card>
      {startError && <ErrorModal message={t.startError} onClose={() => setStartError(false)} />}
    </div>
  );
}

function Note({ kind, children }: { kind: 'warning' | 'info'; children: ReactNode }) {
  return (
    <div className={`message message--${kind}`} role={kind === 'warning' ? 'alert' : undefined}>
      {kind === 'warning' ? <AlertIcon /> : <InfoIcon />}
      <span>{children}</span>
    </div>
  );
}
