// Content-Disposition for a file a stranger named (SECURITY C8): RFC 6266 with an ASCII `filename`
// for old clients and the exact name in RFC 5987 `filename*`. Both forms lose any path, control
// characters and bidirectional overrides (so 'evil\u202Egnp.exe' cannot show as 'evilexe.png').

const maxNameLength = 200;

// C0/C1 controls, bidi embeddings/overrides/isolates and marks, zero-width and BOM characters.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const invisible = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;
// A lone surrogate has no UTF-8 form (encodeURIComponent would throw on it).
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** The last path segment of a name, without characters that hide or disguise what it is. */
export function displayFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const visible = base.replace(invisible, '').replace(loneSurrogate, '\ufffd').trim();
  const cleaned = visible.replace(/^\.+/, '');
  return Array.from(cleaned).slice(0, maxNameLength).join('') || 'download';
}

/** ASCII letters, digits and a few safe marks; anything else (quotes, `%`, `<`, non-ASCII) becomes `_`. */
function asciiFallback(name: string): string {
  return name.replace(/[^A-Za-z0-9 ._()+,=@~-]/g, '_');
}

/** RFC 5987 attr-chars stay; everything else is percent-encoded UTF-8. */
function extendedValue(name: string): string {
  return encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

export function attachmentDisposition(fileName: string): string {
  const name = displayFileName(fileName);
  return `attachment; filename="${asciiFallback(name)}"; filename*=UTF-8''${extendedValue(name)}`;
}
