import { describe, expect, it } from 'vitest';

import { maxUploadBytes, sniffFileKind } from './file-kind.fns.js';
import { buildDocx, buildPdf, buildZip, wordDocumentXml } from '@sitesage/testing';

const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

function utf16le(text: string): Uint8Array {
  const body = Buffer.from(text, 'utf16le');
  return new Uint8Array(Buffer.concat([Buffer.from([0xff, 0xfe]), body]));
}

const oleHeader = new Uint8Array(1024);
oleHeader.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

const elf = new Uint8Array(256);
elf.set([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]);

const png = new Uint8Array(Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'));

describe('sniffFileKind', () => {
  it('recognises each allowed kind by its content', async () => {
    const docx = buildDocx(wordDocumentXml(['Hello']));
    expect(await sniffFileKind(buildPdf({ pages: [['Hi']] }), 'a.pdf')).toEqual({
      ok: true,
      kind: 'pdf',
      mime: 'application/pdf',
    });
    expect(await sniffFileKind(docx, 'a.DOCX')).toMatchObject({ ok: true, kind: 'docx' });
    expect(await sniffFileKind(oleHeader, 'a.doc')).toEqual({
      ok: true,
      kind: 'doc',
      mime: 'application/msword',
    });
    expect(await sniffFileKind(utf8('just words'), 'a.txt')).toMatchObject({ ok: true, kind: 'txt' });
    expect(await sniffFileKind(utf16le('Grüße, 世界'), 'a.txt')).toMatchObject({ ok: true, kind: 'txt' });
    expect(await sniffFileKind(utf8('a,b\n1,2\n'), 'a.csv')).toEqual({
      ok: true,
      kind: 'csv',
      mime: 'text/csv',
    });
    expect(await sniffFileKind(utf8('<!DOCTYPE html><p>x'), 'a.htm')).toEqual({
      ok: true,
      kind: 'html',
      mime: 'text/html',
    });
    expect(await sniffFileKind(utf8('<?xml version="1.0"?><menu><dish/></menu>'), 'a.xml')).toEqual({
      ok: true,
      kind: 'xml',
      mime: 'application/xml',
    });
  });

  it('reads an XHTML page saved as .xml as HTML', async () => {
    const xhtml = '<?xml version="1.0"?>\n<html xmlns="http://www.w3.org/1999/xhtml"><body>x</body></html>';
    expect(await sniffFileKind(utf8(xhtml), 'page.xml')).toEqual({
      ok: true,
      kind: 'html',
      mime: 'application/xhtml+xml',
    });
  });

  it('accepts a text file in a legacy Windows encoding', async () => {
    const latin1 = new Uint8Array(Buffer.from('Caf\xe9 cr\xe8me, 12 \x80', 'latin1'));
    expect(await sniffFileKind(latin1, 'menu.txt')).toMatchObject({ ok: true, kind: 'txt' });
  });

  it.each([
    ['HTML saved as .pdf', utf8('<html><body>not a pdf</body></html>'), 'invoice.pdf'],
    ['a program saved as .docx', elf, 'report.docx'],
    ['a program saved as .txt', elf, 'notes.txt'],
    ['an image saved as .pdf', png, 'x.pdf'],
    ['an image under its own name', png, 'photo.png'],
    ['a PDF saved as .html', buildPdf({ pages: [['x']] }), 'page.html'],
    ['a DOCX saved as .pdf', buildDocx(wordDocumentXml(['x'])), 'x.pdf'],
    [
      'a zip without a Word document saved as .docx',
      buildZip([{ name: 'xl/workbook.xml', data: '<w/>' }]),
      'x.docx',
    ],
    ['a Word 97 file saved as .docx', oleHeader, 'x.docx'],
    ['plain text saved as .xml', utf8('no markup here'), 'data.xml'],
    ['plain text saved as .doc', utf8('no markup here'), 'letter.doc'],
    ['an executable', elf, 'setup.exe'],
    ['a file without an extension', utf8('text'), 'README'],
  ])('refuses %s', async (_case, bytes, name) => {
    expect(await sniffFileKind(bytes, name)).toEqual({
      ok: false,
      message: `File type not allowed: ${name}`,
    });
  });

  it('names the file safely in the refusal', async () => {
    const name = `evil\u202Efdp.exe\n${'x'.repeat(300)}.pdf`;
    const result = await sniffFileKind(elf, name);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).not.toMatch(/[\u202E\n]/);
    expect(result.message).toBe(`File type not allowed: ${`evilfdp.exe${'x'.repeat(300)}`.slice(0, 200)}`);
  });

  it('refuses a file over 20 MB and an empty file', async () => {
    expect(await sniffFileKind(new Uint8Array(maxUploadBytes + 1), 'big.txt')).toEqual({
      ok: false,
      message: 'File is larger than 20 MB: big.txt',
    });
    expect(await sniffFileKind(new Uint8Array(0), 'empty.txt')).toEqual({
      ok: false,
      message: 'File is empty: empty.txt',
    });
  });
});
