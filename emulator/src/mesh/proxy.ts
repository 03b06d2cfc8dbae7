/**
 * The mesh proxy (POST http_request): the controller calls a node's own API for the UI. The node is
 * the device whose LAN address is dest's ip; its API is called in-process (`app.request`), never over
 * a network: node addresses are data only.
 *
 * - The answer is HTTP 200 {status: the node's HTTP status, body: the node's answer} whenever the
 *   proxy itself worked; a node's 401 (its token idle or expired) passes through as status 401.
 * - A node that does not answer (unknown address, offline, rebooting or upgrading, factory reset, out
 *   of the mesh) gives {status: 0, code: 'timeout'} at once: the emulator does not wait `timeout`
 *   seconds (the UI retries up to 5 times; a scenario should not have to advance the clock for it).
 * - QA's proxy faults (control API) answer their code for the next calls to that node.
 */
import { API_BASE, type HttpRequest, nodeLink, type ProxyAnswer, ProxyCode } from '@roteador/contract';
import type { Emulator } from '../emulator.ts';
import type { Device } from '../device/device.ts';
import { isReachable } from './nodes.ts';

const DEST = new RegExp(`^(?:(https?)://)?(\\d{1,3}(?:\\.\\d{1,3}){3})(?::\\d+)?${API_BASE}/(\\S+)$`);
const METHODS = ['GET', 'POST', 'PUT'] as const;

/** How a node's own API is reached (api/index.ts nodeApp), given by the caller: the proxy does not import the API. */
export type NodeApps = (dev: Device) => { request: (path: string, init: RequestInit) => Response | Promise<Response> };

export async function proxy(emu: Emulator, req: HttpRequest, nodeApp: NodeApps): Promise<ProxyAnswer | { invalid: string }> {
  const match = DEST.exec(req.dest.trim());
  if (!match) return { invalid: `dest must be {ip}${API_BASE}/{path}, got '${req.dest}'` };
  const [, scheme, ip, path] = match;
  const target = emu.deviceByIp(ip);
  if (!target) return { status: 0, code: ProxyCode.Timeout };
  // A node serves its API over https from firmware 1.3.0 on, http below (spec 1 §9, contract nodeLink): a link with
  // the other scheme finds no server there. A dest without a scheme lets the controller choose the node's own.
  if (scheme && !nodeLink({ ip, fw_version: target.state.device.fw_version }).startsWith(`${scheme}://`)) {
    return { status: 0, code: ProxyCode.Timeout };
  }
  const fault = emu.proxyFaults.take(target.mac);
  if (fault) return { status: 0, code: fault };
  if (!target.local && !isReachable(target.state, emu.now())) return { status: 0, code: ProxyCode.Timeout };

  const method = METHODS[req.method];
  const headers: Record<string, string> = {};
  if (req.token) headers.authorization = `Bearer ${req.token}`;
  const withBody = method !== 'GET' && req.body !== undefined;
  if (withBody) headers['content-type'] = 'application/json';
  const res = await nodeApp(target).request(`${API_BASE}/${path}`, {
    method,
    headers,
    ...(withBody ? { body: JSON.stringify(req.body) } : {}),
  });
  const text = await res.text();
  let body: unknown = text === '' ? undefined : text;
  try {
    if (text !== '') body = JSON.parse(text);
  } catch { /* a node's non-JSON answer is passed on as text */ }
  return body === undefined ? { status: res.status } : { status: res.status, body };
}
