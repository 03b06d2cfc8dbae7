/** What the port-forwarding scenarios share: the pages, a rule's row, and what the router stores. */
import { expect, type Locator, type Page } from '@playwright/test';
import { LimitsList, limitsPath, type PortRedirect, type PortRedirectInput } from '@roteador/contract';
import type { RouterClient } from '../dsl/router';

export const LIST = '/security/portredirect';
const LIST_TITLE = 'Regras de redirecionamento';

export function row(page: Page, description: string): Locator {
  return page.getByRole('list', { name: LIST_TITLE }).getByRole('listitem').filter({ hasText: description });
}

export const rules = (router: RouterClient) => router.readAs<PortRedirect[]>('natportredirect');

/** The LAN, the WAN address in use and the WAN management port. */
export async function network(router: RouterClient) {
  const [lan] = await router.readAs<Array<{ ip4: string; netmask: string }>>('lan');
  const [wan] = await router.readAs<Array<{ ip4: string; interface: { ip4: string } }>>('wan');
  const [management] = await router.readAs<Array<{ port: number }>>('remote_web_access');
  const base = lan.ip4.split('.').slice(0, 3).join('.');
  return { lan, base, wanIp: wan.interface.ip4 || wan.ip4, managementPort: management.port };
}

export const rule = (over: Partial<PortRedirectInput> & { internalIP: string }): PortRedirectInput => ({
  description: 'Regra', protocol: 0, externalPort: { start: 9000, end: 9000 }, internalPort: { start: 80, end: 80 }, ...over,
});

/** A write the router refuses with this message, storing nothing. */
export async function expectRefused(router: RouterClient, method: 'POST' | 'PUT', path: string, body: unknown, message: string) {
  const before = await rules(router);
  const r = await router.raw(method, path, body, await router.login());
  expect(r.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
  expect((r.body as { message: string }).message).toBe(message);
  expect(await rules(router)).toEqual(before);
}

/**
 * Stores rules through the API, as the owner would, until the router holds its own limit (GET limits): each on an
 * external port of its own, clear of the stored rules, the WAN management port and the ports in `keepFree`.
 */
export async function fillRules(router: RouterClient, internalIP: string, keepFree: number[]): Promise<void> {
  const [{ port_forward: limit }] = await router.read(limitsPath, LimitsList);
  const { managementPort } = await network(router);
  const stored = await rules(router);
  const taken = (port: number) => port === managementPort || keepFree.includes(port) ||
    stored.some((r) => r.externalPort.start <= port && port <= r.externalPort.end);
  const token = await router.login();
  for (let port = 20000, added = 0; stored.length + added < limit; port++) {
    if (taken(port)) continue;
    added++;
    const input = rule({ description: `Limite ${added}`, internalIP, externalPort: { start: port, end: port }, internalPort: { start: port, end: port } });
    const r = await router.raw('POST', 'natportredirect', input, token);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
  }
}
