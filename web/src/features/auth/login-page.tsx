/** /login (spec 1 §2.4, §4 Login, §8): username, password, 'Manter a sessão ativa', 'Entrar'. */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { wizardRequired } from '@roteador/contract';
import { areaEntered } from '../../app/fresh-page.ts';
import { prefetchRoute } from '../../app/prefetch.ts';
import { createSession, encodeCredentials } from '../../api/session.ts';
import { getStatus } from '../../api/status.ts';
import { paths } from '../../paths.ts';
import { clearSession, saveSession } from '../../state/session.ts';
import { status as routerStatus } from '../../state/status.ts';
import { login } from '../../text/pt-BR.ts';
import { Button } from '../../ui/button.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import { Field } from '../../ui/field.tsx';
import { AlertIcon, EyeIcon, Logo } from '../../ui/icons.tsx';
import { earlyForm, handOverEarlyForm } from './early-form.ts';
import { InsecureCredentialsDialog } from './insecure-credentials-dialog.tsx';
import { loginErrorMessage } from './login-errors.ts';
import './auth.css';

export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // What the owner typed (and pressed) on the prerendered form before this code ran starts the page (early-form.ts).
  const [early] = useState(earlyForm);
  const [username, setUsername] = useState(early?.username ?? '');
  const [password, setPassword] = useState(early?.password ?? '');
  const [reveal, setReveal] = useState(false);
  const [keepSession, setKeepSession] = useState(early?.keepSession ?? params.has('active'));
  const [saving, setSaving] = useState(false);
  const loggingIn = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [insecure, setInsecure] = useState(false);
  // The page to open after login (enter: within the page, or by a load after an expired session).
  const target = params.has('update') ? paths.system.updateStart : paths.dashboard;
  // That page's code is fetched while the owner types (from the first focus on the form): 'Entrar' then opens it
  // at once. /login itself loads only what its form needs (its budget).
  const prefetchNext = () => void prefetchRoute(target);

  // The page takes over the prerendered form: typing since the first read is kept, and 'Entrar' pressed before the
  // code arrived logs in now.
  useEffect(() => {
    const now = handOverEarlyForm(form.current);
    if (!now) return;
    setUsername(now.username);
    setPassword(now.password);
    setKeepSession(now.keepSession);
    if (now.pending && now.username && now.password) void logIn(now);
    // once, as the page mounts
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    void logIn({ username, password, keepSession });
  }

  async function logIn({ username, password, keepSession }: { username: string; password: string; keepSession: boolean }) {
    if (loggingIn.current) return; // a repeated submit is ignored while logging in
    loggingIn.current = true;
    setSaving(true);
    setError(null);
    const credentials = encodeCredentials(username, password);
    // The status, which tells where the owner goes (the wizard, or the area's rules), needs no session: asked beside
    // the login, not after it (one round trip less before the page after login reads and renders). The area's entry
    // decides on it as soon as it is in, instead of on its own first read.
    const statusRead = getStatus().then((answer) => (routerStatus.receive(answer), answer), () => null);
    try {
      saveSession({ token: await createSession(credentials), credentials, keepSession });
    } catch (failure) {
      setError(loginErrorMessage(failure));
      setSaving(false);
      loggingIn.current = false;
      return;
    }
    const factoryCredentials = username === 'admin' && password === 'admin';
    // The page after login is ready when it opens (its code fetched already, or finished now). Entered within this
    // page, its first reads go out as the status answers, before anything renders (the area's once the status lets
    // the owner in, then the page's) — not while the owner is still to choose where (the factory credentials'
    // question), nor for a page load.
    const [status] = await Promise.all([statusRead, prefetchRoute(target, !factoryCredentials && !areaEntered())]);
    if (status && wizardRequired(status)) {
      clearSession();
      navigate(paths.wizard.credentials, { replace: true });
      return;
    }
    if (factoryCredentials) {
      setSaving(false);
      loggingIn.current = false;
      setInsecure(true);
      return;
    }
    enter(target);
  }

  // Into the area: within the page on a fresh load of /login (a phone is spared loading the app again), its first
  // reads started before it renders (if they were not as the session answered: a second start reads nothing again);
  // by a page load once this page has been in the area (every state starts from the new session).
  function enter(path: string) {
    if (areaEntered()) window.location.assign(path);
    else {
      void prefetchRoute(path, true);
      navigate(path, { replace: true });
    }
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
        <form ref={form} className="auth-form" onSubmit={submit} onFocus={prefetchNext} noValidate>
          {/* the page opens with the focus here: the attribute of the prerendered form (before any code), React's focus
              on a move to /login within the app */}
          <Field
            autoFocus
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
          onChange={() => enter(paths.system.users)}
          onLater={() => enter(target)}
        />
      )}
    </main>
  );
}
