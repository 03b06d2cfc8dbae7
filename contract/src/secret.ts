/** Credentials and secrets are "encoded before sending": base64 of UTF-8. */

/**
 * The API's fields that hold a secret, wherever they appear: the secret half of each credential the API carries
 * encoded (session and user `password`, the PPPoE `password`, a Wi-Fi network's `key`, TR-069's `acs_password` and
 * `conreq_pw`) and the session's own secrets (`token`, answered by POST session and carried by http_request;
 * `mesh_session`). What a report, a log or a diff may name but never show (hil/ masks them at any depth). The
 * user names beside them (`username`, `acs_username`, `conreq_name`) travel encoded too but are not secrets.
 */
export const secretFields: readonly string[] = ['password', 'key', 'acs_password', 'conreq_pw', 'token', 'mesh_session'];

export function encodeSecret(plain: string): string {
  const bytes = new TextEncoder().encode(plain);
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin);
}

/** Decodes; returns undefined when the text is not base64 of valid UTF-8. */
export function decodeSecret(encoded: string): string | undefined {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(encoded) || encoded.length % 4 !== 0) return undefined;
  try {
    const bin = atob(encoded);
    const bytes = Uint8Array.from(bin, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}
