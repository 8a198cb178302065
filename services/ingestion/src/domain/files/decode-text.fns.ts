export type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

export type DecodedText = { ok: true; text: string; encoding: TextEncodingName } | { ok: false };

/**
 * Control characters that never occur in a text document (tab, line feed, vertical tab, form feed
 * and carriage return excepted); their presence means binary data, whatever the extension says.
 */
// eslint-disable-next-line no-control-regex -- detecting control characters is the point
const binaryControls = /[\u0000-\u0008\u000e-\u001f]/;

/**
 * Text of a file that is really text: UTF-8 or UTF-16 with a byte-order mark, else strict UTF-8,
 * else Windows-1252 (what old spreadsheet exports and Notepad wrote). UTF-16 without a BOM is not
 * guessed at: its NUL bytes are indistinguishable from a binary file's.
 */
export function decodeText(bytes: Uint8Array): DecodedText {
  const encoding = bomEncoding(bytes) ?? (isUtf8(bytes) ? 'utf-8' : 'windows-1252');
  let text: string;
  try {
    // fatal: a malformed UTF-8/UTF-16 sequence means not text; the BOM is dropped by default.
    text = new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    return { ok: false };
  }
  return binaryControls.test(text) ? { ok: false } : { ok: true, text, encoding };
}

function bomEncoding(bytes: Uint8Array): TextEncodingName | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return undefined;
}

function isUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}
