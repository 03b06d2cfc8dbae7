/**
 * Keys that came from outside (a request's path, header or body, a state or profile file, a router's answer, a
 * report) meeting plain objects. `record[key]` also finds what every object inherits (`tokens['constructor']` is a
 * function, not "no such token"), and a parsed JSON object may shadow those members with data (`{"toString": 1}`
 * cannot be turned into text: `${value}` throws). So every lookup keyed by such a key goes through `own` (or keeps
 * its data in a Map), and a body is checked for `inheritedKeyPath` before anything reads it.
 */
export function own<V>(record: Readonly<Record<string, V>>, key: string): V | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** `__proto__` included: Deno's Object.prototype lacks it (and there it is a plain key), a browser's has it. */
const isInherited = (key: string) => key === '__proto__' || Object.hasOwn(Object.prototype, key);

/**
 * The path ('week.sunday.0.toString', as a struct failure names a field) of the first key of a JSON value that
 * names a member every object has (`constructor`, `toString`, `valueOf`, `__proto__`, `hasOwnProperty`…), or
 * undefined when none does. No field of the router's API is named so. Walked without recursion (a file's JSON may
 * nest deep).
 */
export function inheritedKeyPath(value: unknown): string | undefined {
  // [value, its path, whether its key names an inherited member], in document order
  const stack: Array<[unknown, string, boolean]> = [[value, '', false]];
  while (stack.length) {
    const [v, path, inherited] = stack.pop()!;
    if (inherited) return path;
    if (v === null || typeof v !== 'object') continue;
    const children = Object.entries(v);
    for (let i = children.length - 1; i >= 0; i--) {
      const [key, child] = children[i];
      stack.push([child, path ? `${path}.${key}` : key, !Array.isArray(v) && isInherited(key)]);
    }
  }
  return undefined;
}
