/**
 * Spec 1 §2.2 step 5 and §7 `POST {controller}/api/v1/session`: a mesh agent's UI hands the owner over to the
 * controller. When the device this UI runs on is an agent whose controller is at another address than the one in
 * use, the UI logs into the controller with the stored credentials and opens it there, passing the new session in
 * the address's fragment (never sent over the network); the controller's UI takes it at start-up and drops the
 * fragment. A controller that cannot be reached, or refuses the login, leaves the owner on the agent.
 */
import { is, object, string, boolean } from 'superstruct';
import { MeshType, SessionAnswer, sessionPath, API_BASE, type EasyMesh } from '@roteador/contract';
import type { EncodedCredentials } from '../api/session.ts';
import { keepSession, saveSession, storedCredentials } from './session.ts';

const FRAGMENT = 'handoff=';
const Handoff = object({ token: string(), credentials: object({ username: string(), password: string() }), keepSession: boolean() });

/** The controller's address when this device is an agent reached at another address; else null. */
export function controllerElsewhere(mesh: Pick<EasyMesh, 'enabled' | 'type' | 'controllerIp'> | null | undefined, hostname: string): string | null {
  if (!mesh?.enabled || mesh.type !== MeshType.Agent || mesh.controllerIp === '') return null;
  return mesh.controllerIp === hostname ? null : mesh.controllerIp;
}

/** Logs into the controller and opens it; false when it could not (the owner stays here). */
export async function handOver(controllerIp: string, loc: Pick<Location, 'protocol' | 'port' | 'assign'> = window.location): Promise<boolean> {
  const credentials: EncodedCredentials | null = storedCredentials();
  if (!credentials) return false;
  const base = `${loc.protocol}//${controllerIp}${loc.port ? `:${loc.port}` : ''}`;
  try {
    const r = await fetch(`${base}${API_BASE}/${sessionPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
    });
    const answer: unknown = r.ok ? await r.json() : null;
    if (!is(answer, SessionAnswer)) return false;
    const handoff = { token: answer.token, credentials, keepSession: keepSession() };
    loc.assign(`${base}/#${FRAGMENT}${encodeURIComponent(JSON.stringify(handoff))}`);
    return true;
  } catch (error) {
    console.warn('mesh: the controller could not be reached from this node', error);
    return false;
  }
}

/** At start-up: a session handed over by a node's UI is kept, and the fragment leaves the address. */
export function receiveHandoff(loc: Pick<Location, 'hash' | 'pathname' | 'search'> = window.location, history: Pick<History, 'replaceState'> = window.history): boolean {
  const hash = loc.hash;
  if (!hash.startsWith(`#${FRAGMENT}`)) return false;
  history.replaceState(null, '', `${loc.pathname}${loc.search}`);
  try {
    const value: unknown = JSON.parse(decodeURIComponent(hash.slice(1 + FRAGMENT.length)));
    if (!is(value, Handoff)) return false;
    saveSession(value);
    return true;
  } catch {
    return false;
  }
}
