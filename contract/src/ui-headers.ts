/**
 * The headers every answer of the built UI carries, wherever it is served from: the emulator (emulator/src/static.ts)
 * and the lab bench's proxy (hil/src/static.ts). One definition, so the bench runs the UI under the very policy QA
 * tests it under (scenarios/shell/security-headers.spec.ts walks it with no violation).
 *
 * The policy: the build has no inline script, event handler, `style` attribute, eval, worker, frame, font or data:
 * URL: React's `style` props go through the CSSOM, which CSP does not govern.
 * - default-src 'self': anything not named below comes from the router only.
 * - script-src 'self': the hashed modules of /assets only (no inline script, no eval); named even though
 *   default-src says the same, so a later change of default-src cannot widen it.
 * - style-src 'self', img-src 'self': the stylesheets and the favicon; no 'unsafe-inline', no data:.
 * - connect-src 'self' http: https:: the router's API, /config.json and /cloud, plus what the UI reaches
 *   elsewhere: a mesh agent's UI logs into its controller at another address (web/src/state/handoff.ts: the
 *   controller's LAN address, with the page's scheme and port; 127.0.0.1 from 127.0.0.N on the emulator), and the
 *   remote services' bases come from /config.json (the vendor's HTTPS service on a router). Those hosts are data
 *   the page learns, so the schemes are the narrowest fixed list; ws:, data: and blob: stay closed.
 * - object-src 'none', frame-src 'none', worker-src 'none': no plugin, frame or worker in the UI.
 * - base-uri 'none': the UI has no <base>, so injected markup cannot re-root its relative URLs.
 * - form-action 'self': forms submit through script; a native submission could only go to the router.
 * - frame-ancestors 'none': no page of any origin frames the UI (clickjacking of 'Salvar', 'Restaurar'…).
 * Not upgrade-insecure-requests: a router's UI is served over plain http on the LAN.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "connect-src 'self' http: https:",
  "object-src 'none'",
  "frame-src 'none'",
  "worker-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * On every answer of the UI (pages, assets, the fallback, the 'not built' page, a missing asset's 404).
 * - X-Frame-Options DENY: frame-ancestors for browsers that predate it.
 * - nosniff: a file runs or styles only under its own type, never one guessed from its bytes.
 * - Referrer-Policy same-origin: the router's own requests keep their Referer and Origin (a same-origin POST
 *   under no-referrer sends `Origin: null`, which a router's check of writes would have to refuse), while no
 *   other site — the app stores of /download-app, Amazon's registration page, the remote services, the
 *   controller's address — learns the router's address or the page the owner was on.
 */
export const UI_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
});
