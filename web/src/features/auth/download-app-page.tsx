/** /download-app (spec 1 §2.3): the store link for the phone's platform, or the web version. */
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { wizardRequired } from '@roteador/contract';
import { mobilePlatform } from '../../app/startup.ts';
import { paths } from '../../paths.ts';
import { chooseWebVersion } from '../../state/session.ts';
import { status } from '../../state/status.ts';
import { downloadApp } from '../../text/pt-BR.ts';
import { DevicesIcon, Logo } from '../../ui/icons.tsx';
import './auth.css';

/** Store pages of the router's app (search pages: they do not depend on an app id). */
const STORES = {
  android: 'https://play.google.com/store/search?q=Intelbras%20Wi-Fi%20Control&c=apps',
  ios: 'https://apps.apple.com/br/search?term=Intelbras%20Wi-Fi%20Control',
} as const;

export function DownloadAppPage() {
  useSignals();
  useEffect(() => void status.load(), []);
  const platform = mobilePlatform(navigator.userAgent);
  const current = status.data.value;
  const next = current && wizardRequired(current) ? paths.wizard.credentials : paths.login;

  return (
    <main className="auth-page">
      <div className="auth-card auth-card--center">
        <Logo />
        <DevicesIcon className="auth-card__art" />
        <div className="auth-card__intro">
          <h1>{downloadApp.title}</h1>
          <p>{downloadApp.body}</p>
        </div>
        <div className="store-links">
          {platform !== 'ios' && (
            <a className="btn btn--primary btn--block" href={STORES.android} rel="noopener noreferrer">
              {downloadApp.googlePlay}
            </a>
          )}
          {platform !== 'android' && (
            <a
              className={`btn btn--block ${platform === 'ios' ? 'btn--primary' : 'btn--secondary'}`}
              href={STORES.ios}
              rel="noopener noreferrer"
            >
              {downloadApp.appStore}
            </a>
          )}
        </div>
        <Link to={next} className="auth-card__link" onClick={chooseWebVersion}>
          {downloadApp.continueWeb}
        </Link>
      </div>
    </main>
  );
}
