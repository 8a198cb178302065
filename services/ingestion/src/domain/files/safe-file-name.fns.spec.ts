import { describe, expect, it } from 'vitest';

import { fileExtension, fileTitle, safeFileName } from './safe-file-name.fns.js';

describe('safeFileName', () => {
  it('removes a right-to-left override that makes an executable look like a document', () => {
    const name = 'invoice\u202Efdp.exe';
    expect(safeFileName(name)).toBe('invoicefdp.exe');
    expect(fileExtension(name)).toBe('exe');
  });

  it('removes control characters that could forge log lines or messages', () => {
    expect(safeFileName('report\r\nERROR forged.pdf')).toBe('reportERROR forged.pdf');
    expect(safeFileName('a\u0000b\u0085c\u200Bd.txt')).toBe('abcd.txt');
  });

  it('keeps only the last path segment a browser may send', () => {
    expect(safeFileName('C:\\fakepath\\price list.pdf')).toBe('price list.pdf');
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
  });

  it('caps the name at 200 characters without splitting a character', () => {
    const name = `${'é'.repeat(150)}${'😀'.repeat(100)}.pdf`;
    const safe = safeFileName(name);
    expect(Array.from(safe)).toHaveLength(200);
    expect(safe.endsWith('😀')).toBe(true);
    expect(fileExtension(name)).toBe('pdf');
  });

  it('never returns an empty name', () => {
    expect(safeFileName('\u202E\u0007')).toBe('file');
  });

  it('titles a file by its name without the extension', () => {
    expect(fileTitle('Price list.v2.PDF')).toBe('Price list.v2');
    expect(fileTitle('.env')).toBe('.env');
  });
});
