/**
 * Conformance: every resource the UI reads (resources.ts), read from the router (GET only), checked against the
 * contract's struct. Reports each mismatch with path, field, expected and got; each resource that answered 404; and
 * each that did not answer. JSON for tools, Markdown for people.
 */
import { join } from 'node:path';
import { type Struct, StructError, validate } from 'superstruct';
import { inheritedKeyPath } from '@roteador/contract';
import { RouterApi } from './api.ts';
import type { BenchRouter } from './inventory.ts';
import { isSecretField, maskSecrets } from './journal.ts';
import { pathOf, resources, type ResourceContext } from './resources.ts';

export interface Mismatch {
  path: string;
  field: string;
  expected: string;
  got: unknown;
  message: string;
}

export interface ConformanceReport {
  router: string;
  model: string;
  address: string;
  at: string;
  checked: string[];
  mismatches: Mismatch[];
  /** resources that answered 404 */
  missing: string[];
  /** resources that answered neither 200 nor 404 (or not at all) */
  errors: { path: string; status: number; body: unknown }[];
  /** resources not read on this router (another model's) */
  skipped: string[];
}

/** The mismatches of one answer against its struct: one per failing field. */
// deno-lint-ignore no-explicit-any
export function mismatchesOf(path: string, body: unknown, struct: Struct<any, any>): Mismatch[] {
  // a field named like what every object has ({"toString": 1}) is in no struct, and superstruct cannot print the
  // object holding it (its check threw, ending the whole report): reported as what it is, first
  const inherited = inheritedKeyPath(body);
  if (inherited !== undefined) {
    return [{ path, field: inherited, expected: 'never', got: '(nome reservado)', message: `campo desconhecido: ${inherited}` }];
  }
  const [error] = validate(body, struct);
  if (!error) return [];
  return (error as StructError).failures().map((f) => {
    const expected = f.refinement ? `${f.type} (${f.refinement})` : f.type;
    // a secret field (a Wi-Fi key, a password) is named, never shown: the report is shared
    const secret = f.path.length > 0 && isSecretField(String(f.path[f.path.length - 1])) && f.value !== '' && f.value !== undefined;
    return {
      path,
      field: f.path.length ? f.path.join('.') : '(resposta)',
      expected,
      got: secret ? '(oculto)' : maskSecrets(f.value),
      message: secret ? `esperado ${expected}; o valor (secreto) não é mostrado` : f.message,
    };
  });
}

export async function checkConformance(router: BenchRouter): Promise<ConformanceReport> {
  const api = new RouterApi(router);
  const report: ConformanceReport = {
    router: router.name,
    model: router.model,
    address: router.address,
    at: new Date().toISOString(),
    checked: [],
    mismatches: [],
    missing: [],
    errors: [],
    skipped: [],
  };
  let ctx: ResourceContext | null = null;
  try {
    ctx = await api.context();
  } catch (e) {
    report.errors.push({ path: 'device, lan, wan', status: 0, body: `sem os ids que outros caminhos usam: ${(e as Error).message}` });
  }
  for (const resource of resources) {
    if (typeof resource.path !== 'string' && !ctx) {
      report.skipped.push(String(resource.path).slice(0, 60));
      continue;
    }
    const path = ctx ? pathOf(resource, ctx) : (resource.path as string);
    const shown = resource.cloud ? `cloud/${path}` : `api/v1/${path}`;
    if (resource.when && ctx && !resource.when(ctx)) {
      report.skipped.push(shown);
      continue;
    }
    if (resource.cloud && !router.cloud) {
      report.skipped.push(shown);
      continue;
    }
    const r = await api.call('GET', path, undefined, { cloud: !!resource.cloud, auth: !resource.public && !resource.cloud });
    report.checked.push(shown);
    if (r.status === 404) report.missing.push(shown);
    else if (r.status !== 200) report.errors.push({ path: shown, status: r.status, body: maskSecrets(r.body) });
    else report.mismatches.push(...mismatchesOf(shown, r.body, resource.struct));
  }
  return report;
}

const cell = (v: unknown) => String(typeof v === 'string' ? v : JSON.stringify(v) ?? '(ausente)').replace(/\|/g, '\\|').slice(0, 200);

function conformanceMarkdown(r: ConformanceReport): string {
  const lines = [
    `# Conformidade: ${r.router} (${r.model} em ${r.address})`,
    '',
    `${r.at} — ${r.checked.length} recursos lidos, ${r.mismatches.length} divergências do contrato, ${r.missing.length} respondendo 404, ${r.errors.length} erros.`,
    '',
  ];
  if (r.mismatches.length) {
    lines.push('## Divergências', '', '| caminho | campo | esperado | veio |', '|---|---|---|---|');
    for (const m of r.mismatches) lines.push(`| ${cell(m.path)} | ${cell(m.field)} | ${cell(m.expected)} | ${cell(m.got)} |`);
    lines.push('');
  }
  if (r.missing.length) lines.push('## 404', '', ...r.missing.map((p) => `- ${p}`), '');
  if (r.errors.length) {
    lines.push('## Erros', '', '| caminho | status | resposta |', '|---|---|---|');
    for (const e of r.errors) lines.push(`| ${cell(e.path)} | ${e.status} | ${cell(e.body)} |`);
    lines.push('');
  }
  if (r.skipped.length) lines.push('## Não lidos neste roteador (de outro modelo, fora do modo roteador, ou sem nuvem no inventário)', '', ...r.skipped.map((p) => `- ${p}`), '');
  return lines.join('\n');
}

export async function writeConformanceReport(report: ConformanceReport, dir: string): Promise<string[]> {
  await Deno.mkdir(dir, { recursive: true });
  const json = join(dir, 'conformance.json');
  const md = join(dir, 'conformance.md');
  await Deno.writeTextFile(json, JSON.stringify(report, null, 2) + '\n');
  await Deno.writeTextFile(md, conformanceMarkdown(report));
  return [json, md];
}
