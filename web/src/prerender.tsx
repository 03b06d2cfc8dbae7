/**
 * Build time only (vite.config.ts `prerenderLogin`): /login's markup as the app renders it, written into
 * dist/login.html so the form shows before any JavaScript runs; main.tsx then hydrates it. The same tree as the
 * browser's (StrictMode around the router around the routes), so the ids and the markup match.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppRoutes } from './app/routes.tsx';
import { paths } from './paths.ts';

export default function renderLogin(): string {
  return renderToString(
    <StrictMode>
      <StaticRouter location={paths.login}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
  );
}
