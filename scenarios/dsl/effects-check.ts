/**
 * Effects checked where they are cheap: on the emulator, after each scenario, every write it made — the page's, the
 * DSL's own (router.*, the signIn login) and any other request that reached the emulator — is looked up in the
 * contract's write → effect table (contract/src/effects.ts, the one the bench's proxy refuses by), and a write
 * needing an effect its header does not declare fails the scenario, naming the write and the effect. So an
 * under-declared scenario fails in `npm test` instead of writing to a lab's router.
 *
 * What counts: every write the emulator's journal lists (`/api/v1` and `/cloud`, whatever its answer) and every one
 * the scenario's browser context or router client sent (those reach a mesh agent's own address too, which the
 * controller's journal does not list). A write the emulator refused (4xx), or dropped while it was down, counts: on a
 * bench the proxy judges a write before the router answers it, and a lab's router may well take what the emulator
 * refused. The journal holds no bodies; the writes whose effects their body decides (`action`, `system`,
 * `http_request`) take them from what the page and the client sent, and one reaching the emulator by another way is
 * judged without its body, which needs the most its resource can need.
 */
import type { BrowserContext, Request } from '@playwright/test';
import { actionPath, API_BASE, CLOUD_BASE, type Effect, effectsOutside, httpRequestPath, type JournalEntry, writeEffects } from '@roteador/contract';

interface Write {
  method: string;
  /** the path as sent (its query dropped) */
  path: string;
  body: unknown;
}

const isRead = (method: string) => ['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());
const pathOf = (path: string) => path.split('?')[0];
const isRouterPath = (path: string) =>
  path === API_BASE || path.startsWith(`${API_BASE}/`) || path === CLOUD_BASE || path.startsWith(`${CLOUD_BASE}/`);

function parseBody(text: string | null | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** What of a body decided its effects, for the message: an action's id, a node call's method and destination. */
function detail(write: Write): string {
  const b = write.body as Record<string, unknown> | undefined;
  if (!b || typeof b !== 'object') return '';
  const resource = write.path.slice(API_BASE.length + 1).split('/')[0];
  if (resource === actionPath) return ` {actionID: ${JSON.stringify(b.actionID)}}`;
  if (resource === httpRequestPath) return ` {method: ${JSON.stringify(b.method)}, dest: ${JSON.stringify(b.dest)}}`;
  return '';
}

/** One scenario's writes, gathered while it runs; `problems` judges them against its header once it is over. */
export class WriteLog {
  private readonly sent: Write[] = [];
  private readonly kept: JournalEntry[] = [];
  private armed = false;

  /** From now on (the device reset for the scenario), writes count. */
  arm(): void {
    this.armed = true;
  }

  get active(): boolean {
    return this.armed;
  }

  /** A request the scenario's client sent (RouterClient): counted when it is a write to the router's paths. */
  record(method: string, url: string, body: unknown): void {
    if (!this.armed || isRead(method)) return;
    const path = new URL(url).pathname;
    if (isRouterPath(path)) this.sent.push({ method: method.toUpperCase(), path, body });
  }

  /** The page's requests (every page of the context), from now on. */
  watch(context: BrowserContext): () => void {
    const onRequest = (request: Request) => this.record(request.method(), request.url(), parseBody(request.postData()));
    context.on('request', onRequest);
    return () => context.off('request', onRequest);
  }

  /** The emulator's journal as it was before something emptied it (router.clearJournal, emulator.reset). */
  keep(entries: readonly JournalEntry[]): void {
    if (this.armed) this.kept.push(...entries);
  }

  /** Each write needing an effect `declared` lacks, once, with the effects it needs that are missing. */
  problems(declared: readonly Effect[], journal: readonly JournalEntry[]): string[] {
    const sentKeys = new Set(this.sent.map((w) => `${w.method} ${w.path}`));
    const unseen: Write[] = [...this.kept, ...journal]
      .filter((e) => !isRead(e.method) && !sentKeys.has(`${e.method.toUpperCase()} ${pathOf(e.path)}`))
      .map((e) => ({ method: e.method.toUpperCase(), path: pathOf(e.path), body: undefined }));
    const out = new Set<string>();
    for (const write of [...this.sent, ...unseen]) {
      const { effects, unknown } = writeEffects(write.method, write.path, write.body);
      const missing = effectsOutside(effects, declared);
      if (!missing.length) continue;
      const why = unknown ? ' (escrita fora da tabela de contract/src/effects.ts)' : '';
      out.add(`${write.method} ${write.path}${detail(write)} precisa de ${missing.join(', ')}${why}`);
    }
    return [...out];
  }
}

/** The error a scenario fails with when it wrote outside its declared effects. */
export function undeclaredWrites(declared: readonly Effect[], problems: readonly string[]): Error {
  return new Error(
    `o cenário escreveu fora dos efeitos do seu cabeçalho (effects: [${declared.map((e) => `'${e}'`).join(', ')}]); ` +
      `declare-os — numa bancada o proxy recusaria estas escritas:\n${problems.map((p) => `  ${p}`).join('\n')}`,
  );
}
