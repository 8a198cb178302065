import type { FileKind } from './file-kind.fns.js';
import { parseDoc } from './parse-doc.fns.js';
import { parseDocx } from './parse-docx.fns.js';
import { parseHtml } from './parse-html.fns.js';
import { parsePdf } from './parse-pdf.fns.js';
import { parseCsv, parsePlainText } from './parse-text.fns.js';
import { parseXml } from './parse-xml.fns.js';
import { defaultParseLimits, type ParsedFile, type ParseLimits } from './parsed-file.types.js';
import { fileTitle } from './safe-file-name.fns.js';

/**
 * The text of an uploaded file whose kind `sniffFileKind` established. Rejects with a
 * FileParseError whose reason can be shown to the owner. Run it through `parseFileSandboxed`
 * for anything a stranger uploaded: parsers of binary formats can be made to spin or balloon.
 */
export async function parseFileContent(
  bytes: Uint8Array,
  kind: FileKind,
  fileName: string,
  limits: Partial<ParseLimits> = {},
): Promise<ParsedFile> {
  const { maxPages, maxCsvRows } = { ...defaultParseLimits, ...limits };
  const parsed = await parseByKind(bytes, kind, maxPages, maxCsvRows);
  const title = parsed.title.replace(/\s+/g, ' ').trim();
  return { ...parsed, title: title === '' ? fileTitle(fileName) : title };
}

function parseByKind(
  bytes: Uint8Array,
  kind: FileKind,
  maxPages: number,
  maxCsvRows: number,
): Promise<ParsedFile> {
  switch (kind) {
    case 'pdf':
      return parsePdf(bytes, maxPages);
    case 'docx':
      return parseDocx(bytes);
    case 'doc':
      return parseDoc(bytes);
    case 'txt':
      return Promise.resolve(parsePlainText(bytes));
    case 'csv':
      return Promise.resolve(parseCsv(bytes, maxCsvRows));
    case 'html':
      return Promise.resolve(parseHtml(bytes));
    case 'xml':
      return Promise.resolve(parseXml(bytes));
  }
}
