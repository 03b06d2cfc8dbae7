/**
 * The path a router acts on, from a request target as it was sent — or why no one can tell. A write's effects are
 * judged by its path (effects.ts); a proxy that judged one path and forwarded another would let `POST
 * /api/v1/session/../filter` through as a login (hil/: the bench's proxy). So the target is decoded once, its runs of
 * slashes collapsed and its dot segments resolved (as the emulator's server does: emulator/src/serve.ts, then the
 * WHATWG URL), and what is forwarded is that path: a router receiving it has nothing left to interpret.
 *
 * Refused, because routers differ on them and the proxy must not guess: an encoded slash, backslash or dot (`%2f`,
 * `%5c`, `%2e`: one server decodes them before routing, another after, the WHATWG URL takes `%2e%2e` for `..`), a
 * backslash (the WHATWG URL takes it for a slash), NUL and control characters, a second round of encoding (`%25`),
 * a `;` (path parameters, which some servers strip before routing), any other encoded character that is not a
 * plain one (`%20`, `%3f`, non-ASCII), a fragment, and a target that is not a path (absolute form, `*`). The API's
 * bases and its resource names are lower case and the emulator routes case-sensitively; a router may fold case, so
 * `/API/v1/filter` or `/api/v1/FILTER` is refused rather than read as something else.
 */
import { API_BASE } from './api.ts';
import { CLOUD_BASE } from './cloud.ts';

export type RouterPath = { path: string; query: string | null } | { refused: string };

/** What a path may hold once decoded: RFC 3986's unreserved characters, `/` and the sub-delimiters but `;`. */
const PLAIN = /^[A-Za-z0-9\-._~!$&'()*+,=:@/]*$/;
/** What an escape may stand for: the same, less `/` and `.` (refused by name above). */
const DECODABLE = /^[A-Za-z0-9\-_~!$&'()*+,=:@]$/;

function refusedEscape(hex: string): string | null {
  const code = parseInt(hex, 16);
  const ch = String.fromCharCode(code);
  if (ch === '/') return `barra codificada (%${hex})`;
  if (ch === '\\') return `barra invertida codificada (%${hex})`;
  if (ch === '.') return `ponto codificado (%${hex})`;
  if (ch === '%') return `codificação dupla (%${hex})`;
  if (code === 0) return `NUL (%${hex})`;
  if (!DECODABLE.test(ch)) return `caractere codificado %${hex}`;
  return null;
}

/** RFC 3986 §5.2.4 on a path without empty segments: `.` goes, `..` takes the segment before it (never above /). */
function removeDotSegments(path: string): string {
  const input = path.split('/').slice(1);
  const out: string[] = [];
  input.forEach((segment, i) => {
    const last = i === input.length - 1;
    if (segment === '.' || segment === '..') {
      if (segment === '..') out.pop();
      if (last) out.push('');
      return;
    }
    out.push(segment);
  });
  return `/${out.join('/')}`;
}

/** The API's and the remote services' base and resource name, which must be lower case (see above). */
function caseProblem(path: string): string | null {
  const lower = path.toLowerCase();
  for (const base of [API_BASE, CLOUD_BASE]) {
    if (lower !== base && !lower.startsWith(`${base}/`)) continue;
    const resource = lower.slice(base.length + 1).split('/')[0];
    const head = path.slice(0, base.length + 1 + resource.length);
    if (head !== head.toLowerCase()) return `maiúsculas em ${head} (um roteador pode ignorar a caixa)`;
  }
  return null;
}

/** The path (without its query) a router will act on, and the query as sent; or why the target is refused. */
export function routerPath(target: string): RouterPath {
  if (!target.startsWith('/')) return { refused: 'o alvo não é um caminho (forma absoluta ou *)' };
  if (target.includes('#')) return { refused: 'fragmento (#) no alvo' };
  const q = target.indexOf('?');
  const raw = q < 0 ? target : target.slice(0, q);
  const query = q < 0 ? null : target.slice(q + 1);
  let decoded = '';
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i];
    if (c === '\\') return { refused: 'barra invertida (\\)' };
    if (c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f) return { refused: c === '\0' ? 'NUL' : 'caractere de controle' };
    if (c !== '%') {
      if (!PLAIN.test(c)) return { refused: c === ';' ? 'parâmetro de caminho (;)' : `caractere ${JSON.stringify(c)}` };
      decoded += c;
      continue;
    }
    const hex = raw.slice(i + 1, i + 3);
    if (!/^[0-9A-Fa-f]{2}$/.test(hex)) return { refused: `escape inválido %${hex}` };
    const why = refusedEscape(hex);
    if (why) return { refused: why };
    decoded += String.fromCharCode(parseInt(hex, 16));
    i += 2;
  }
  const path = removeDotSegments(decoded.replace(/\/{2,}/g, '/'));
  const problem = caseProblem(path);
  return problem ? { refused: problem } : { path, query };
}
