/** What the filter scenarios share: the pages, a filter's row, and filters stored through the router's own API. */
import { expect, type Locator, type Page } from '@playwright/test';
import { type FilterInput, FilterType, LimitsList, limitsPath, PortProtocol } from '@roteador/contract';
import type { RouterClient } from '../dsl/router';

export const FILTERS = '/security/filter';

/** The list of a page, by its title ('Filtros de URL', …). */
export function list(page: Page, title: string): Locator {
  return page.getByRole('list', { name: title });
}

/** The row of a filter, found by its description. */
export function row(page: Page, title: string, description: string): Locator {
  return list(page, title).getByRole('listitem').filter({ hasText: description });
}

/** A filter of each kind, as the router stores it (enabled unless said). */
export const sample = {
  url: (target: string, description = 'Site', enabled = true): FilterInput =>
    ({ enabled, type: FilterType.Url, target, description, protocol: PortProtocol.Both, port_start: 0, port_end: 0 }),
  mac: (target: string, description = 'Aparelho', enabled = true): FilterInput =>
    ({ enabled, type: FilterType.Mac, target, description, protocol: PortProtocol.Both, port_start: 0, port_end: 0 }),
  ip: (type: 1 | 2, target: string, description = 'Endereço', enabled = true): FilterInput =>
    ({ enabled, type, target, description, protocol: PortProtocol.Both, port_start: 0, port_end: 0 }),
  port: (start: number, end: number, protocol: PortProtocol, description = 'Portas', enabled = true): FilterInput =>
    ({ enabled, type: FilterType.Port, target: '', description, protocol, port_start: start, port_end: end }),
};

/** Stores filters through the API (setup on the emulator or a bench alike); answers their records. */
export async function store(router: RouterClient, ...inputs: FilterInput[]) {
  const token = await router.login();
  const out = [];
  for (const input of inputs) {
    const r = await router.raw('POST', 'filter', input, token);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    out.push(r.body as FilterInput & { id: string });
  }
  return out;
}

/** A POST of the router refused with this message (and nothing stored). */
export async function expectRefused(router: RouterClient, method: 'POST' | 'PUT', path: string, body: unknown, message: string) {
  const before = await router.filters();
  const r = await router.raw(method, path, body, await router.login());
  expect(r.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
  expect((r.body as { message: string }).message).toBe(message);
  expect(await router.filters()).toEqual(before);
}

/** The router's own limit of filters per list (GET limits: each kind its own count). */
export async function filterLimit(router: RouterClient): Promise<number> {
  return (await router.read(limitsPath, LimitsList))[0].filters;
}

/** Stores URL filters through the API, as the owner would, until the URL list holds the router's limit. */
export async function fillUrlList(router: RouterClient): Promise<void> {
  const limit = await filterLimit(router);
  const taken = (await router.filters()).filter((f) => f.type === FilterType.Url);
  const inputs = [];
  for (let i = 1; taken.length + inputs.length < limit; i++) {
    const target = `limite${i}.example.com`;
    if (!taken.some((f) => f.target === target)) inputs.push(sample.url(target, `Limite ${i}`));
  }
  await store(router, ...inputs);
}
