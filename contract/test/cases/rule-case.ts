/**
 * The contract's rule cases (issue 13, "one rule, one place"): for each whole-record validator a UI form calls, a
 * table of what the form holds and the validator's verdict on it — its first refusal (field and message, the field
 * named as the form names it) or 'ok'. The contract's own tests run every table through its validator
 * (rule-cases.test.ts); the emulator's tests (emulator/test/rules-table-*.test.ts) send the same cases, as the UI
 * builds its body, to the router's route and expect the same answer.
 */

/** The validator's first refusal, [form field, message], or 'ok'. */
export type Verdict = 'ok' | readonly [field: string, message: string];

export interface RuleCase<D> {
  readonly name: string;
  /** what the form holds */
  readonly draft: D;
  readonly verdict: Verdict;
  /**
   * Why the router cannot be asked this: the body the UI builds cannot carry the text (a number field sends a JSON
   * number, so '' or 'abc' never reaches the router as typed). Such a case is checked on the validator only.
   */
  readonly formOnly?: string;
  /** the record of the context this case edits (its index); absent: a new record */
  readonly edit?: number;
}

export interface RuleTable<D, C> {
  /** the validator and the spec's section */
  readonly rule: string;
  /** what the form validates against (the other records, the LAN, ...), as the UI reads it from the router */
  readonly context: C;
  /** the validator's verdict, as the form reaches it (`edit`: the index of the record being edited) */
  readonly judge: (draft: D, context: C, edit?: number) => Verdict;
  readonly cases: readonly RuleCase<D>[];
}

/** The first refusal of a validator's errors, in the validator's own order (the order the form shows them in). */
export function verdictOf(errors: Readonly<Record<string, string | undefined>>): Verdict {
  const entry = Object.entries(errors).find(([, message]) => message !== undefined);
  return entry ? [entry[0], entry[1]!] : 'ok';
}

/** A single-field validator's verdict, its field named. */
export const verdictOn = (field: string, message: string | undefined): Verdict => (message === undefined ? 'ok' : [field, message]);

/** The records of a context but the one being edited. */
export const othersThan = <T>(list: readonly T[], edit?: number): T[] => list.filter((_, i) => i !== edit);

export const chars = (n: number, c = 'a') => c.repeat(n);

/** A host name of exactly n characters: labels of 'a' under 64 characters, joined by dots, ending in a label. */
export const hostOf = (n: number) => Array.from({ length: n }, (_, i) => (i % 61 === 60 && i < n - 1 ? '.' : 'a')).join('');
