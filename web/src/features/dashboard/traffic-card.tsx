/**
 * Download and upload in Mbps (spec 1 §4), and a small live graph of the last 5 minutes (ours: owners
 * would rather look than read). Inline SVG, no chart library; the axis labels are HTML so they stay
 * crisp at any width while the plot stretches.
 */
import { useEffect, type ReactNode } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { timing } from '@roteador/contract';
import { HISTORY_SAMPLES, pollTraffic, traffic, trafficError, trafficHistory } from '../../state/traffic.ts';
import { wan } from './dashboard-data.ts';
import { dashboard as t } from '../../text/dashboard.ts';
import { fixed } from '../../text/number.ts';
import { Card } from '../../ui/card.tsx';
import { DownloadIcon, GaugeIcon, UploadIcon } from './dashboard-icons.tsx';
import { axisLabel, niceMax, polylinePoints } from './graph-scale.ts';

const WINDOW_SECONDS = (HISTORY_SAMPLES * timing.poll.traffic) / 1000;
const W = 300;
const H = 100;

export function TrafficCard() {
  useSignals();
  const rates = traffic.value;
  // the WAN names the interface whose counters give the rates: polled once it is known
  const wanInterface = wan.data.value?.interfaceID;
  useEffect(() => (wanInterface ? pollTraffic(wanInterface) : undefined), [wanInterface]);
  return (
    <Card title={t.traffic} icon={<GaugeIcon />} className="traffic-card">
      <dl className="rates">
        <Rate kind="download" label={t.download} value={rates?.download} icon={<DownloadIcon />} />
        <Rate kind="upload" label={t.upload} value={rates?.upload} icon={<UploadIcon />} />
      </dl>
      <TrafficGraph />
      {trafficError.value !== null && <p className="card-note" role="status">{t.trafficError}</p>}
    </Card>
  );
}

function Rate({ kind, label, value, icon }: { kind: 'download' | 'upload'; label: string; value?: number; icon: ReactNode }) {
  return (
    <div className={`rate rate--${kind}`}>
      <dt className="rate__label">
        <span className="rate__icon">{icon}</span>
        {label}
      </dt>
      <dd className="rate__value">
        {value === undefined ? (
          <span className="rate__waiting">{t.measuring}</span>
        ) : (
          <>
            <span className="rate__number">{fixed(value, 2)}</span> <span className="rate__unit">{t.mbps}</span>
          </>
        )}
      </dd>
    </div>
  );
}

function TrafficGraph() {
  useSignals();
  const samples = trafficHistory.value;
  const rates = traffic.value;
  const max = niceMax(Math.max(0, ...samples.map((s) => Math.max(s.download, s.upload))) * 1.1);
  const label = rates ? t.trafficGraph(rates.download, rates.upload) : t.trafficGraphWaiting;
  const grid = [0, 0.5, 1];

  return (
    <figure className="graph" role="img" aria-label={label}>
      <div className="graph__plot">
        <div className="graph__y" aria-hidden="true">
          {[...grid].reverse().map((f) => (
            <span key={f}>{axisLabel(max * f)}</span>
          ))}
        </div>
        <svg className="graph__svg" viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
          {grid.map((f) => (
            <line key={f} x1="0" x2={W} y1={H - f * H} y2={H - f * H} className="graph__grid" vectorEffect="non-scaling-stroke" />
          ))}
          {samples.length > 1 && (
            <>
              <polyline className="graph__line graph__line--upload" vectorEffect="non-scaling-stroke"
                points={polylinePoints(samples, 'upload', max, W, H, WINDOW_SECONDS)} />
              <polyline className="graph__line graph__line--download" vectorEffect="non-scaling-stroke"
                points={polylinePoints(samples, 'download', max, W, H, WINDOW_SECONDS)} />
            </>
          )}
        </svg>
        <span className="graph__unit" aria-hidden="true">{t.mbps}</span>
      </div>
      <div className="graph__x" aria-hidden="true">
        <span>{t.graphStart}</span>
        <span>{t.graphMiddle}</span>
        <span>{t.graphEnd}</span>
      </div>
    </figure>
  );
}
