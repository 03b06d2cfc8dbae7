/**
 * The authenticated layout (spec 1 §2.5): header, side menu (a drawer on phones), the page title
 * with its back arrow, the guarded page, and the blocking 'Atualizando' modal.
 */
import { Suspense, useEffect, useRef, useState } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { timing, versionBelow } from '@roteador/contract';
import { paths } from '../paths.ts';
import { mesh } from '../state/mesh.ts';
import { device } from '../state/device.ts';
import { isDefaultCredentials, storedCredentials } from '../state/session.ts';
import { retryStatus, status } from '../state/status.ts';
import { app, login, shell } from '../text/pt-BR.ts';
import { BackIcon } from '../ui/icons.tsx';
import { Modal } from '../ui/modal.tsx';
import { Pending } from '../ui/pending.tsx';
import { PageSpinner, ProgressBar } from '../ui/spinner.tsx';
import { Header } from './header.tsx';
import { notices } from './notices.ts';
import { usePage } from './page-meta.ts';
import { SideMenu } from './side-menu.tsx';
import { currentVisibility, retryDeviceState } from './use-visibility.ts';
import type { RouteRule } from './visibility.ts';
import './shell.css';

/** `waiting`: the status that decides the way in has not answered yet: the frame shows, the page waits. */
export function Shell({ waiting = false }: { waiting?: boolean } = {}) {
  useSignals();
  const [menuOpen, setMenuOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const page = usePage();
  const visibility = currentVisibility();

  // A phone's drawer closes once the user picked a page (the focus goes to the page's title: root-layout.tsx); closed
  // by the owner, the focus goes back to 'Abrir menu'.
  useEffect(() => setMenuOpen(false), [location.pathname]);
  const closeMenu = () => {
    setMenuOpen(false);
    opener.current?.focus();
  };
  useEffect(() => {
    document.title = page.title ? `${page.title} · ${app.name}` : app.name;
  }, [page.title]);

  useReloadAfterOldFirmwareUpdate();

  const list = notices({
    tr069Enabled: device.data.value?.tr069_enable === true,
    defaultCredentials: isDefaultCredentials(storedCredentials()),
    changeLabel: login.insecureChange,
  });

  return (
    <div className={`shell${menuOpen ? ' shell--menu-open' : ''}`}>
      <a className="skip-link" href="#conteudo">{app.skipToContent}</a>
      <Header notices={list} menuOpen={menuOpen} menuButton={opener} onOpenMenu={() => setMenuOpen(true)} />
      <SideMenu groups={visibility?.menu ?? null} open={menuOpen} onClose={closeMenu} />
      <main className="shell__main" id="conteudo">
        <div className="page-title">
          {page.parentPath && (
            <Link to={page.parentPath} className="icon-btn page-title__back" aria-label={app.back}>
              <BackIcon />
            </Link>
          )}
          <h1>{page.title}</h1>
        </div>
        <div className="page-body">
          {waiting ? <PageSpinner onRetry={() => void retryStatus()} /> : <GuardedPage />}
        </div>
      </main>
      {status.data.value?.firmware_update && (
        <Modal title={shell.updatingTitle}>
          <p>{shell.updatingBody}</p>
          <ProgressBar label={shell.updatingTitle} />
        </Modal>
      )}
    </div>
  );
}

/** Spec 1 §4: a device whose firmware is below 1.3.0 gets a reload once its update is over. */
function useReloadAfterOldFirmwareUpdate() {
  const updating = status.data.value?.firmware_update === true;
  const version = device.data.value?.fw_version;
  const wasUpdating = useRef(false);
  useEffect(() => {
    const finished = wasUpdating.current && !updating;
    wasUpdating.current = updating;
    if (finished && version && versionBelow(version, timing.limits.reloadAfterUpdateBelow)) window.location.reload();
  }, [updating, version]);
}

/** The route guard: a route the device state does not allow redirects to the dashboard. */
function GuardedPage() {
  useSignals();
  const { rule } = usePage();
  const content = (
    <Suspense fallback={<PageSpinner />}>
      <Outlet />
    </Suspense>
  );
  if (rule === 'always') return content;
  if (!status.data.value) {
    return <Pending error={status.error.value} onRetry={() => void retryStatus()} />;
  }
  // The shell's mesh read failed (a 500, no answer): whether a mesh page exists here is unknown, not "no". The page
  // is shown, with its own failure and retry, instead of sending the owner away from it.
  if (MESH_RULES.has(rule) && mesh.data.value === undefined && mesh.error.value !== null) return content;
  const visibility = currentVisibility();
  if (!visibility) return <PageSpinner onRetry={() => void retryDeviceState()} />;
  return visibility.routes[rule] ? content : <Navigate to={paths.dashboard} replace />;
}

const MESH_RULES: ReadonlySet<RouteRule> = new Set<RouteRule>(['meshRole', 'meshNodes', 'meshOnboarding', 'iot']);
