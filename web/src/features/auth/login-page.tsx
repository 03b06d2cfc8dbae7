/** /login (spec 1 §2.4, §4 Login, §8): username, password, 'Manter a sessão ativa', 'Entrar'. */
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { wizardRequired } from '@roteador/contract';
import { prefetchRoute } from '../../app/prefetch.ts';
import { createSession, encodeCredentials } from '../../api/session.ts';
import { getStatus } from '../../api/status.ts';
import { paths } from '../../paths.ts';
import { clearSession, saveSession } from '../../state/session.ts';
import { login } from '../../text/pt-BR.ts';
import { Button } from '../../ui/button.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import { Field } from '../../ui/field.tsx';
import { AlertIcon, EyeIcon, Logo } from '../../ui/icons.tsx';
import { InsecureCredentialsDialog } from './insecure-credentials-dialog.tsx';
import { loginErrorMessage } from './login-errors.ts';
import './auth.css';

export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [reveal, setReveal] = useState(false);
  const [keepSession, setKeepSession] = useState(params.has('active'));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [insecure, setInsecure] = useState(false);
  // The page to open after login: a full load, so every state starts from the new session.
  const target = params.has('update') ? paths.system.updateStart : paths.dashboard;
  // That page's code is fetched while the owner types (from the first focus on the form): 'Entrar' then reloads
  // into it from the cache. /login itself loads only what its form needs (its budget).
  const prefetchNext = () => void prefetchRoute(target);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return; // a repeated submit is ignored while logging in
    setSaving(true);
    setError(null);
    const credentials = encodeCredentials(username, password);
    try {
      saveSession({ token: await createSession(credentials), credentials, keepSession });
    } catch (failure) {
      setError(loginErrorMessage(failure));
      setSaving(false);
      return;
    }
    // The page after login comes from the cache when the reload asks for it (fetched already, or finished now).
    const [status] = await Promise.all([getStatus().catch(() => null), prefetchRoute(target)]);
    if (status && wizardRequired(status)) {
      clearSession();
      navigate(paths.wizard.credentials, { replace: true });
      return;
    }
    if (username === 'admin' && password === 'admin') {
      setSaving(false);
      setInsecure(true);
      return;
    }
    window.location.assign(target);
  }

  return (
    <main className="auth-page">
      <div className="auth-card">
        <Logo />
        <div className="auth-card__intro">
          <h1>{login.title}</h1>
          <p>{login.subtitle}</p>
        </div>
        {params.has('expired') && (
          <p className="message message--info" role="status">
            <AlertIcon />
            {login.expired}
          </p>
        )}
        <form className="auth-form" onSubmit={submit} onFocus={prefetchNext} noValidate>
          <Field
            label={login.username}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={username}
            onChange={(e) => setUsername(e.target.value)}
          />
          <Field
            label={login.password}
            name="password"
            type={reveal ? 'text' : 'password'}
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            trailing={
              <button type="button" className="reveal" aria-pressed={reveal} onClick={() => setReveal((v) => !v)}>
                <EyeIcon />
                {reveal ? login.hidePassword : login.showPassword}
              </button>
            }
          />
          <Checkbox label={login.keepSession} checked={keepSession} onChange={(e) => setKeepSession(e.target.checked)} />
          {error && (
            <p className="message message--error" role="alert">
              <AlertIcon />
              {error}
            </p>
          )}
          <Button type="submit" block busy={saving} disabled={!username || !password}>
            {login.submit}
          </Button>
        </form>
      </div>
      {insecure && (
        <InsecureCredentialsDialog
          onChange={() => window.location.assign(paths.system.users)}
          onLater={() => window.location.assign(target)}
        />
      )}
    </main>
  );
}
