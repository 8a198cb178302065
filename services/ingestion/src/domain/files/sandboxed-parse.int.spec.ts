import { describe, expect, it } from 'vitest';

import { FileParseError } from './file-parse-error.js';
import { parseFileSandboxed } from './sandboxed-parse.js';
import { buildDocx, buildPdf, wordDocumentXml } from '@sitesage/testing';

async function refusalOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof FileParseError) return error.reason;
    throw error;
  }
  throw new Error('expected the file to be refused');
}

const hoursPdf = buildPdf({ pages: [['Opening hours: 9 to 5']], title: 'Hours' });

describe('parseFileSandboxed', () => {
  it('reads a file in a worker thread', async () => {
    expect(await parseFileSandboxed(hoursPdf, 'pdf', 'hours.pdf')).toEqual({
      title: 'Hours',
      text: 'Opening hours: 9 to 5',
      language: '',
      pages: 1,
    });
  });

  it("passes the parser's refusal through with its reason", async () => {
    const encrypted = buildPdf({ pages: [['Secret']], encrypted: true });
    expect(await refusalOf(parseFileSandboxed(encrypted, 'pdf', 'secret.pdf'))).toBe(
      'The PDF is password-protected; remove the password and upload it again.',
    );
    const long = buildPdf({ pages: [['1'], ['2'], ['3']] });
    expect(await refusalOf(parseFileSandboxed(long, 'pdf', 'long.pdf', { maxPages: 2 }))).toBe(
      'The PDF has 3 pages, more than the 2 that can be read; it was not read.',
    );
  });

  it('stops a parse that runs past its deadline, and the next file still parses', async () => {
    expect(await refusalOf(parseFileSandboxed(hoursPdf, 'pdf', 'slow.pdf', { timeoutMs: 1 }))).toBe(
      'The file took too long to read (over 1 ms).',
    );
    const docx = buildDocx(wordDocumentXml(['# Menu', 'Soup of the day']));
    expect(await parseFileSandboxed(docx, 'docx', 'menu.docx')).toMatchObject({
      title: 'Menu',
      text: '# Menu\n\nSoup of the day',
    });
  });

  it('ends a parse that needs more memory than allowed, and the next file still parses', async () => {
    const table = (rows: number): Uint8Array =>
      new TextEncoder().encode(
        ['id,name,notes', ...Array.from({ length: rows }, (_, i) => `${i},item ${i},"note, ${i}"`)].join(
          '\n',
        ),
      );
    const limits = { maxMemoryMb: 16, maxCsvRows: 100_000 };
    // 100,000 rows become hundreds of thousands of small strings: far more than a 16 MB heap holds.
    expect(await refusalOf(parseFileSandboxed(table(100_000), 'csv', 'huge.csv', limits))).toBe(
      'The file needs more memory to read than allowed.',
    );
    expect((await parseFileSandboxed(table(3), 'csv', 'small.csv', limits)).text).toContain(
      '| 2 | item 2 | note, 2 |',
    );
    expect(
      (await parseFileSandboxed(table(100_000), 'csv', 'huge.csv', { maxCsvRows: 100_000 })).text,
    ).toContain('| 99999 | item 99999 | note, 99999 |');
  });
});
