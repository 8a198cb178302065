/**
 * C0/C1 controls, and the invisible format characters that can make a name display differently
 * from what it is: bidi embeddings/overrides/isolates (U+202E turns 'cod.exe' into 'exe.doc' on
 * screen), marks, zero-width characters and the byte-order mark.
 */
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const unsafeCharacters = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

export const maxFileNameLength = 200;

/** The last path segment (some browsers send 'C:\fakepath\x.pdf') without invisible characters. */
function cleanFileName(name: string): string {
  return (name.split(/[\\/]/).pop() ?? '').replace(unsafeCharacters, '').trim();
}

/** A file name fit to show in a message or a title: clean, at most 200 characters, never empty. */
export function safeFileName(name: string): string {
  const capped = Array.from(cleanFileName(name)).slice(0, maxFileNameLength).join('');
  return capped === '' ? 'file' : capped;
}

/**
 * Lower-case extension without the dot, '' when there is none ('notes.TXT' → 'txt'). Taken from
 * the whole cleaned name, so neither the length cap nor a bidi override can hide the real one.
 */
export function fileExtension(name: string): string {
  const cleaned = cleanFileName(name);
  const dot = cleaned.lastIndexOf('.');
  return dot <= 0 ? '' : cleaned.slice(dot + 1).toLowerCase();
}

/** 'Price list.v2.pdf' → 'Price list.v2': the title of a document that names none. */
export function fileTitle(name: string): string {
  const safe = safeFileName(name);
  const dot = safe.lastIndexOf('.');
  return dot <= 0 ? safe : safe.slice(0, dot);
}
