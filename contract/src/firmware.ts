/**
 * What a firmware image is (ours: the spec does not show the format): a file whose first line is the ASCII header
 * `RTFW1 model=<model> version=<version>` ended by '\n' (`firmwareImageHeader`), then the image itself. A router takes
 * only an image naming its own model, with a dotted version. The file goes to the router in parts (POST
 * upgrade_by_parts, system.ts) of timing.limits.firmwareChunkChars (309600) base64 characters, a multiple of 4, so
 * each part decodes alone.
 */
import { limits } from './timing.ts';

const FIRMWARE_MAGIC = 'RTFW1';
const HEADER = /^RTFW1 model=([^\n]+?) version=(\d+(?:\.\d+)*(?:-\w+)?)\n/;

/** The header line of an image for `model` at `version`. */
export function firmwareImageHeader(model: string, version: string): string {
  return `${FIRMWARE_MAGIC} model=${model} version=${version}\n`;
}

/** The model and version an image names, or null when the bytes do not start with a header. */
export function parseFirmwareHeader(bytes: Uint8Array): { model: string; version: string } | null {
  const text = new TextDecoder('latin1').decode(bytes.subarray(0, 256));
  const match = HEADER.exec(text);
  return match ? { model: match[1], version: match[2] } : null;
}

/** How many parts a file of `bytes` bytes is sent in. */
export function firmwarePartCount(bytes: number): number {
  const base64Chars = Math.ceil(bytes / 3) * 4;
  return Math.max(1, Math.ceil(base64Chars / limits.firmwareChunkChars));
}

/** Bytes of the file one part carries (the base64 of this many bytes is exactly one part). */
export const firmwarePartBytes = (limits.firmwareChunkChars / 4) * 3;

/**
 * spec 3 §8 (the spec shows it cut short; the end is ours): the router could not take the file. The emulator answers a
 * refused part with it (the field names the cause: `current` a gap, `total` a wrong count, `content` not an image for
 * this model or not base64), and the UI shows it for any failed update.
 */
export const firmwareUpdateFailed = 'Não foi possível atualizar seu roteador. Por favor reinicie o aparelho e tente novamente.';
