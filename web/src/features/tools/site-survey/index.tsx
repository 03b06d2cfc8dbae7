/**
 * /tools/site_survey, /2_4 and /5 (spec 3 §2 'Tools', §4 'Site survey'): the start page scans (GET site_survey with
 * the radios) and lands on the 2.4 GHz tab; each band's tab shows the channel suggestion and every network heard,
 * strongest first. A tab opened directly scans by itself; the 5 GHz tab exists on dual-band models only.
 */
import { useEffect, useRef } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { modelInfo, type SurveyBand } from '@roteador/contract';
import { askAgain } from '../../../api/client.ts';
import { currentVisibility } from '../../../app/use-visibility.ts';
import { paths } from '../../../paths.ts';
import { status } from '../../../state/status.ts';
import { siteSurvey as t } from '../../../text/tools.ts';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { ProgressBar, SlowNotice } from '../../../ui/spinner.tsx';
import { SurveyEntry } from './entries.tsx';
import { ChannelSuggestion } from './suggestion.tsx';
import { entriesOf, RADIO_OF, scan } from './data.ts';
import '../tools.css';
import './site-survey.css';

function bandOf(pathname: string): SurveyBand | null {
  if (pathname.startsWith(paths.tools.siteSurveyBand['2.4'])) return '2.4';
  if (pathname.startsWith(paths.tools.siteSurveyBand['5'])) return '5';
  return null;
}

export function SiteSurveyPage() {
  useSignals();
  const { pathname } = useLocation();
  const band = bandOf(pathname);
  return band ? <BandPage band={band} /> : <StartPage />;
}

/** A scan under way; still under way after timing.wait.slowPage, the slow notice, whose retry scans anew. */
function Scanning({ onRetry }: { onRetry: () => void }) {
  return (
    <Card className="tool-running">
      <p role="status">{t.scanning}</p>
      <ProgressBar label={t.scanning} />
      <SlowNotice onRetry={onRetry} />
    </Card>
  );
}

function StartPage() {
  const navigate = useNavigate();
  const scanning = scan.loading.value;
  const error = scan.error.value;
  // the scan this page started last: an earlier one, overtaken by 'Tentar novamente', lands nowhere when it answers
  const latest = useRef(0);
  useEffect(() => () => void (latest.current = -1), []);
  async function scanNow(read: () => Promise<unknown>) {
    const mine = ++latest.current;
    if ((await read()) && latest.current === mine) navigate(paths.tools.siteSurveyBand['2.4']);
  }
  function start() {
    if (scan.loading.peek()) return;
    void scanNow(() => scan.load());
  }
  return (
    <div className="tool-page survey-page">
      <Card className="tool-card">
        <div className="tool-form">
          <p className="tool-intro">{t.intro}</p>
          <div className="tool-actions">
            <Button onClick={start} busy={scanning} disabled={scanning}>{t.start}</Button>
          </div>
        </div>
      </Card>
      {scanning && <Scanning onRetry={() => void scanNow(() => askAgain(scan.load))} />}
      {!scanning && error != null && <ErrorState title={t.loadError} error={error} onRetry={start} compact />}
    </div>
  );
}

function BandPage({ band }: { band: SurveyBand }) {
  const model = status.data.value?.model;
  const dualBand = model === undefined ? true : modelInfo(model).dualBand;
  const data = scan.data.value;
  const scanning = scan.loading.value;
  const error = scan.error.value;
  // the channel is the radio page's: where that page is hidden (repeater mode, a mesh agent) the router refuses it
  const canApply = currentVisibility()?.routes.wifiRadio ?? false;

  useEffect(() => {
    // a tab opened directly (or reloaded): scan now
    if (!scan.data.peek() && !scan.loading.peek()) void scan.load();
  }, []);

  if (band === '5' && !dualBand) return <Navigate to={paths.tools.siteSurveyBand['2.4']} replace />;

  let body;
  const retry = () => void askAgain(scan.load);
  if (scanning) body = <Scanning onRetry={retry} />;
  else if (!data) body = error != null ? <ErrorState title={t.loadError} error={error} onRetry={() => void scan.load()} /> : <Scanning onRetry={retry} />;
  else {
    const heard = entriesOf(data.entries, band);
    const radio = data.radios.find((r) => r.id === RADIO_OF[band]);
    body = (
      <>
        {radio && (
          <ChannelSuggestion band={band} radio={radio} entries={data.entries} canApply={canApply} onApplied={() => void scan.load()} />
        )}
        <div className="survey-list-head">
          <p className="survey-count">{t.found(heard.length)}</p>
          <Button variant="secondary" onClick={() => void scan.load()}>{t.rescan}</Button>
        </div>
        {heard.length === 0
          ? <p className="tool-intro">{t.none}</p>
          : <ul className="survey-list">{heard.map((e) => <SurveyEntry key={`${e.mac}-${e.ssid}`} entry={e} />)}</ul>}
      </>
    );
  }

  return (
    <div className="survey-page">
      <nav className="survey-tabs" role="tablist" aria-label={t.tabsLabel}>
        {(dualBand ? (['2.4', '5'] as const) : (['2.4'] as const)).map((b) => (
          <Link key={b} to={paths.tools.siteSurveyBand[b]} role="tab" aria-selected={b === band} aria-current={b === band ? 'page' : undefined}
            className={['survey-tabs__tab', b === band && 'survey-tabs__tab--active'].filter(Boolean).join(' ')}>
            {b === '5' ? t.tab5 : t.tab24}
          </Link>
        ))}
      </nav>
      {body}
    </div>
  );
}
