import { AppError } from '@sitesage/errors';
import { qaLimits } from './qa-fields.fns.js';

export type CsvRow = { row: number; fields: string[] };

/**
 * RFC 4180 records: fields separated by commas, a field in double quotes may hold commas, line
 * breaks and doubled quotes. Each record carries its row number (the header is row 1), for
 * messages that point the owner at the line in their spreadsheet.
 */
export function parseCsv(text: string): CsvRow[] {
  const rows: CsvRow[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let row = 1;
  let startRow = 1;
  let fieldStarted = false;
  const endRecord = () => {
    fields.push(field);
    if (!(fields.length === 1 && fields[0]?.trim() === '')) rows.push({ row: startRow, fields });
    fields = [];
    field = '';
    fieldStarted = false;
  };
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i += 1) {
    const char = source.charAt(i);
    if (quoted) {
      if (char === '"') {
        if (source[i + 1] === '"') {
          field += '"';
          i += 1;
        } else quoted = false;
      } else {
        if (char === '\n') row += 1;
        field += char;
      }
      continue;
    }
    if (char === '"' && !fieldStarted) {
      quoted = true;
      fieldStarted = true;
    } else if (char === '"') {
      throw AppError.invalid(
        `row${String(row)}`,
        `Row ${String(row)}: a quote inside a field must be doubled ("")`,
      );
    } else if (char === ',') {
      fields.push(field);
      field = '';
      fieldStarted = false;
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i += 1;
      endRecord();
      row += 1;
      startRow = row;
    } else {
      field += char;
      fieldStarted = true;
    }
  }
  if (quoted)
    throw AppError.invalid(
      `row${String(startRow)}`,
      `Row ${String(startRow)}: a quoted field is never closed`,
    );
  if (field !== '' || fields.length > 0) endRecord();
  return rows;
}

/**
 * The question/answer rows of a CSV whose header is `question,answer` (any case, in either
 * order), each with its row number; the pairs themselves are checked by the caller.
 */
export function qaRowsOfCsv(text: string): Array<{ row: number; question: string; answer: string }> {
  if (text.length > qaLimits.csvChars) {
    throw AppError.invalid('csv', `The file must be at most ${String(qaLimits.csvChars / 1_000_000)} MB`);
  }
  const [header, ...records] = parseCsv(text);
  const names = header?.fields.map((name) => name.trim().toLowerCase()) ?? [];
  const questionAt = names.indexOf('question');
  const answerAt = names.indexOf('answer');
  if (!header || names.length !== 2 || questionAt < 0 || answerAt < 0) {
    throw AppError.invalid('csv', 'Row 1: the header must be question,answer');
  }
  if (records.length === 0) throw AppError.invalid('csv', 'The file has no questions below its header');
  if (records.length > qaLimits.csvRows) {
    throw AppError.invalid('csv', `A file may hold at most ${String(qaLimits.csvRows)} questions`);
  }
  return records.map(({ row, fields }) => {
    if (fields.length !== 2) {
      throw AppError.invalid(
        `row${String(row)}`,
        `Row ${String(row)}: expected 2 fields (question, answer), found ${String(fields.length)}`,
      );
    }
    return { row, question: fields[questionAt] ?? '', answer: fields[answerAt] ?? '' };
  });
}
