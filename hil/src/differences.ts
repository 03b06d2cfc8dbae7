/**
 * What differs between two reads of one resource — a snapshot and the router now (the guard), a router and its
 * recording replayed (record's round trip): every field that differs, recursively; the records of a list paired by
 * their key, a record the router gave another id named as such (`natportredirect: id 1 → 34`), and the order of the
 * records compared as well as their content. Fields that change by themselves (the resource's `volatile`) are left
 * out; a secret field (the contract's secretFields: a Wi-Fi key, a TR-069 password…) is named, its values never shown.
 */
import { own } from '@roteador/contract';
import { isSecretField, maskSecrets } from './journal.ts';
import type { Resource } from './resources.ts';

type Rec = Record<string, unknown>;

/** One read of a resource: a list answer (records by key) or one record (interface/{id}, iot_assistant/0). */
export interface Snap {
  resource: Resource;
  path: string;
  value: unknown;
}

export const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A value as a difference shows it: a secret field's value hidden (an empty one says nothing), secrets inside masked. */
const show = (v: unknown, secret = false) =>
  v === undefined ? '(ausente)' : secret && v !== '' && v !== null ? '(oculto)' : JSON.stringify(maskSecrets(v));

/**
 * Every field that differs, recursively: 'path[id].a.b: esperado X, veio Y'. A secret field is named, its values
 * never shown: 'esperado (oculto), veio (oculto, diferente)'. `volatile`: top-level fields left out.
 */
export function fieldDifferences(where: string, before: unknown, after: unknown, volatile: readonly string[] = [], secret = false): string[] {
  if (same(before, after)) return [];
  if (!secret && isRec(before) && isRec(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys
      .filter((k) => !volatile.includes(k))
      .flatMap((k) => fieldDifferences(`${where}.${k}`, own(before, k), own(after, k), [], isSecretField(k)));
  }
  const was = show(before, secret);
  const got = show(after, secret);
  return [`${where}: esperado ${was}, veio ${was === '(oculto)' && got === '(oculto)' ? '(oculto, diferente)' : got}`];
}

/** A list answer's records with the key each is named by (its `key` field, or its position when it has none). */
export function keyed(list: unknown, key: string): Array<[string, Rec]> {
  if (!Array.isArray(list)) return [];
  return list.map((item, i) => {
    const rec = isRec(item) ? item : {};
    return [rec[key] === undefined ? `#${i}` : String(rec[key]), rec];
  });
}

/** A record's content: what a record the router created again must hold to be the same one (not its key). */
const content = (rec: Rec, key: string, volatile: readonly string[]) =>
  JSON.stringify(Object.fromEntries(Object.entries(rec).filter(([k]) => k !== key && !volatile.includes(k))));

/**
 * A list before and after, record by record: fields that differ (paired by key); a record gone whose very content
 * came back under another key — the router gave it a new id: named, never taken for the same record —; records
 * missing and extra; then the order of the records both hold.
 */
function listDifferences(where: string, before: unknown, after: unknown, key: string, volatile: readonly string[]): string[] {
  const was = keyed(before, key);
  const now = keyed(after, key);
  const nowByKey = new Map(now);
  const wasKeys = new Set(was.map(([k]) => k));
  const out: string[] = [];
  for (const [k, rec] of was) {
    const other = nowByKey.get(k);
    if (other) out.push(...fieldDifferences(`${where}[${k}]`, rec, other, volatile));
  }
  const extra = now.filter(([k]) => !wasKeys.has(k));
  /** the router's key of each snapshot record, where it has another now */
  const moved = new Map<string, string>();
  for (const [k, rec] of was) {
    if (nowByKey.has(k)) continue;
    const at = extra.findIndex(([, other]) => content(other, key, volatile) === content(rec, key, volatile));
    if (at === -1) {
      out.push(`${where}[${k}]: esperado ${show(rec)}, veio (ausente)`);
      continue;
    }
    const [newKey] = extra.splice(at, 1)[0];
    moved.set(newKey, k);
    out.push(`${where}: id ${k} → ${newKey} (o roteador deu outro id ao registro criado de novo)`);
  }
  for (const [k, rec] of extra) out.push(`${where}[${k}]: esperado (ausente), veio ${show(rec)}`);
  // the order of the records both hold, named by the snapshot's keys
  const held = new Set([...now.map(([k]) => moved.get(k) ?? k)].filter((k) => wasKeys.has(k)));
  const expected = was.map(([k]) => k).filter((k) => held.has(k));
  const actual = now.map(([k]) => moved.get(k) ?? k).filter((k) => held.has(k));
  if (!same(expected, actual)) out.push(`${where}: ordem: esperado ${expected.join(', ')}; veio ${actual.join(', ')}`);
  return out;
}

/** The differences of one read (a snapshot) against another read of the same resource (the router now). */
export function snapDifferences(snap: Snap, now: unknown): string[] {
  const volatile = snap.resource.volatile ?? [];
  if (!Array.isArray(snap.value)) return fieldDifferences(snap.path, snap.value, now, volatile);
  return listDifferences(snap.path, snap.value, now, snap.resource.key ?? 'id', volatile);
}
