import { decodeText } from './decode-text.fns.js';
import { FileParseError } from './file-parse-error.js';
import type { ParsedFile } from './parsed-file.types.js';

export const textRefusals = {
  notText: 'The file is not readable text (it is binary or in an unknown encoding); it was not read.',
  csvTruncated: (maxRows: number) =>
    `Only the first ${maxRows.toLocaleString('en-US')} rows of the CSV file were read.`,
} as const;

export function decodeOrRefuse(bytes: Uint8Array): string {
  const decoded = decodeText(bytes);
  if (!decoded.ok) throw new FileParseError(textRefusals.notText);
  return decoded.text;
}

/** Plain text as paragraphs: blank lines separate blocks, line breaks inside a block are kept. */
export function parsePlainText(bytes: Uint8Array): ParsedFile {
  const text = decodeOrRefuse(bytes)
    .split(/\r\n|\r|\n/)
    .map((line) => line.replace(/\s+$/, ''))
    .join('\n')
    .split(/\n\s*\n/)
    .map((block) => block.replace(/^\n+|\n+$/g, ''))
    .filter((block) => block.trim() !== '')
    .join('\n\n');
  return { title: '', text, language: '' };
}

/**
 * A CSV file as one Markdown table whose first row is the header (the chunker repeats it in every
 * part of a long table, so each chunk's cells keep their meaning). Comma, semicolon and tab
 * separated files are told apart by their first line.
 */
export function parseCsv(bytes: Uint8Array, maxRows: number): ParsedFile {
  const source = decodeOrRefuse(bytes);
  const records = readCsvRecords(source, detectDelimiter(source), maxRows + 1);
  const [header, ...rows] = records.rows;
  if (header === undefined) return { title: '', text: '', language: '' };

  const width = rows.reduce((widest, row) => Math.max(widest, row.length), header.length);
  const line = (cells: string[]): string =>
    `| ${Array.from({ length: width }, (_, i) => tableCell(cells[i] ?? '')).join(' | ')} |`;
  const table = [
    line(header),
    `| ${Array.from({ length: width }, () => '---').join(' | ')} |`,
    ...rows.map(line),
  ];
  return {
    title: '',
    text: table.join('\n'),
    language: '',
    ...(records.truncated ? { notice: textRefusals.csvTruncated(maxRows) } : {}),
  };
}

function tableCell(cell: string): string {
  return cell.replace(/\s+/g, ' ').trim().replace(/\|/g, '\\|');
}

function detectDelimiter(source: string): string {
  const firstLine = source.slice(0, source.search(/\r|\n/) === -1 ? undefined : source.search(/\r|\n/));
  const unquoted = firstLine.replace(/"[^"]*"/g, '');
  const candidates = [',', ';', '\t'];
  const counts = candidates.map((c) => unquoted.split(c).length - 1);
  const best = counts.indexOf(Math.max(...counts));
  return counts[best] === 0 ? ',' : (candidates[best] ?? ',');
}

/** RFC 4180 records: quoted fields may hold delimiters, doubled quotes and line breaks. */
function readCsvRecords(
  source: string,
  delimiter: string,
  maxRecords: number,
): { rows: string[][]; truncated: boolean } {
  const rows: string[][] = [];
  let row: string[] = [];
  let at = 0;
  while (at < source.length) {
    let field: string;
    if (source[at] === '"') {
      // A quoted field ends at a quote not followed by another; a missing end takes the rest.
      let end = at + 1;
      let value = '';
      for (;;) {
        const quote = source.indexOf('"', end);
        if (quote === -1) {
          value += source.slice(end);
          end = source.length;
          break;
        }
        value += source.slice(end, quote);
        if (source[quote + 1] !== '"') {
          end = quote + 1;
          break;
        }
        value += '"';
        end = quote + 2;
      }
      // Anything between the closing quote and the next separator is kept, as spreadsheets do.
      const separator = nextSeparator(source, end, delimiter);
      field = value + source.slice(end, separator);
      at = separator;
    } else {
      const separator = nextSeparator(source, at, delimiter);
      field = source.slice(at, separator);
      at = separator;
    }
    row.push(field);
    if (source[at] === delimiter) {
      at += 1;
      continue;
    }
    // End of line or of input. Blank lines are not records: they neither show nor count to the cap.
    if (row.some((cell) => cell.trim() !== '')) rows.push(row);
    row = [];
    if (rows.length > maxRecords) return { rows: rows.slice(0, maxRecords), truncated: true };
    at += source[at] === '\r' && source[at + 1] === '\n' ? 2 : 1;
  }
  // The input ended right after a separator: its last field is empty.
  if (row.length > 0 && [...row, ''].some((cell) => cell.trim() !== '')) rows.push([...row, '']);
  return rows.length > maxRecords
    ? { rows: rows.slice(0, maxRecords), truncated: true }
    : { rows, truncated: false };
}

function nextSeparator(source: string, from: number, delimiter: string): number {
  for (let i = from; i < source.length; i += 1) {
    const c = source[i];
    if (c === delimiter || c === '\n' || c === '\r') return i;
  }
  return source.length;
}
