/**
 * Firmware update from a file (spec 3 §4, §7, §9; contract/src/firmware.ts): POST upgrade_by_parts {current, total,
 * content}. Parts arrive in order from 1; part 1 starts a new upload (dropping one left unfinished) and must begin
 * with an image header naming this device's model; every part but the last carries exactly 309600 base64
 * characters; the whole file stays under 30,000,000 bytes — the UI's own rule (validateFirmwareFile), with its
 * message, whether the announced parts or the bytes received cross it. A gap, a total other than part 1's, a part that
 * is not base64, or a file that is not an image for this model answers 400 with the spec's failure message (the field
 * names the cause) and changes nothing. After the last part the router answers, then restarts into the image's version:
 * unreachable for timing.wait.firmwareFlashDowntime, back with fw_version = the image's, no sessions.
 */
import {
  firmwareFileTooBig,
  firmwareUpdateFailed,
  parseFirmwareHeader,
  timing,
  type UpgradeByParts,
  type UpgradeByPartsAnswer,
} from '@roteador/contract';
import type { Device } from './device.ts';
import type { Outcome } from './outcome.ts';

const CHUNK = timing.limits.firmwareChunkChars;
const MAX_BYTES = timing.limits.firmwareFileBytes;
/** the most parts a file under the limit can take */
const MAX_PARTS = Math.ceil(Math.ceil(MAX_BYTES / 3) * 4 / CHUNK);

const refuse = (field: string): Outcome<never> => ({ ok: false, field, message: firmwareUpdateFailed });
const tooBig = (field: string): Outcome<never> => ({ ok: false, field, message: firmwareFileTooBig });

function decodeBase64(text: string): Uint8Array | undefined {
  if (text.length === 0 || text.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(text)) return undefined;
  try {
    return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
  } catch {
    return undefined;
  }
}

export function receivePart(dev: Device, part: UpgradeByParts): Outcome<UpgradeByPartsAnswer> {
  const { current, total, content } = part;
  const state = dev.state;
  if (total > MAX_PARTS) return tooBig('total');
  if (current > total) return refuse('current');
  const last = current === total;
  if (content.length > CHUNK || (!last && content.length !== CHUNK)) return refuse('content');
  const bytes = decodeBase64(content);
  if (!bytes) return refuse('content');
  let upload = state.flash;
  if (current === 1) {
    const header = parseFirmwareHeader(bytes);
    if (!header || header.model !== state.device.model) return refuse('content');
    upload = { total, received: 0, bytes: 0, version: header.version };
  } else {
    if (!upload || current !== upload.received + 1) return refuse('current');
    if (total !== upload.total) return refuse('total');
  }
  if (upload.bytes + bytes.length >= MAX_BYTES) return tooBig('content');
  const received = { ...upload, received: current, bytes: upload.bytes + bytes.length };
  if (!last) {
    state.flash = received;
    return { ok: true, value: { status: 'success', received: current, total } };
  }
  // the whole image is in: written, then the router restarts into it
  state.flash = null;
  state.upgrade = null;
  state.device.fw_version = received.version;
  dev.reboot(timing.wait.firmwareFlashDowntime);
  return { ok: true, value: { status: 'success', received: current, total } };
}
