import { randomBytes } from 'node:crypto';
import { deflateRawSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { buildDocx, buildZip, deflateZeros, docxPackageParts, wordDocumentXml } from '@sitesage/testing';
import { checkDocxArchive, checkZipArchive, readZipEntry, ZipEntryTooLargeError } from './zip-guard.fns.js';

const refusal = (bytes: Uint8Array): string | undefined => {
  const check = checkDocxArchive(bytes);
  return check.ok ? undefined : check.message;
};

describe('checkZipArchive', () => {
  it('lets an ordinary DOCX through and lists its parts', () => {
    const check = checkDocxArchive(buildDocx(wordDocumentXml(['# Menu', 'Soup of the day'])));
    expect(check.ok).toBe(true);
    if (check.ok) expect(check.entries.map((e) => e.name)).toContain('word/document.xml');
  });

  it('refuses a zip bomb by the sizes its directory declares, without decompressing it', async () => {
    const zeros = await deflateZeros(110 * 1024 * 1024);
    const bomb = buildZip([...docxPackageParts(), { name: 'word/document.xml', compressed: zeros }]);
    expect(bomb.byteLength).toBeLessThan(1024 * 1024);
    expect(refusal(bomb)).toBe(
      'The document is a compressed archive that expands to more than 100 MB; it was not read.',
    );
  });

  it('refuses an archive whose parts add up to more than 100 MB', () => {
    // Each part compresses no better than 160 to 1, so only their sum gives them away.
    const parts = Array.from({ length: 3 }, (_, i) => ({
      name: `word/media/image${i}.bin`,
      data: randomBytes(256 * 1024),
      declaredSize: 40 * 1024 * 1024,
    }));
    expect(checkZipArchive(buildZip(parts))).toEqual({
      ok: false,
      message: 'The document is a compressed archive that expands to more than 100 MB; it was not read.',
    });
  });

  it('refuses a large part compressed like a bomb', async () => {
    const zeros = await deflateZeros(5 * 1024 * 1024);
    expect(refusal(buildZip([{ name: 'word/document.xml', compressed: zeros }]))).toBe(
      'The document contains a part compressed more than 200 to 1, as decompression bombs are; it was not read.',
    );
  });

  it('refuses an archive of 100,000 entries', () => {
    const entries = Array.from({ length: 100_000 }, (_, i) => ({ name: `p/${i}`, stored: true }));
    expect(refusal(buildZip(entries))).toBe(
      'The document is a compressed archive with more than 2,000 parts; it was not read.',
    );
  });

  it('counts the entries themselves when the archive understates their number', () => {
    const archive = buildZip(Array.from({ length: 2_001 }, (_, i) => ({ name: `p/${i}`, stored: true })));
    const view = new DataView(archive.buffer, archive.byteOffset, archive.byteLength);
    view.setUint16(archive.byteLength - 12, 3, true); // the end record now claims 3 entries
    expect(refusal(archive)).toBe(
      'The document is a compressed archive with more than 2,000 parts; it was not read.',
    );
  });

  it.each(['../../tmp/pwn', '/etc/cron.d/x', 'word\\..\\..\\x', 'C:/Windows/x'])(
    'refuses the path %s',
    (name) => {
      expect(refusal(buildDocx(wordDocumentXml(['x']), [{ name, data: 'pwned' }]))).toBe(
        'The document contains a part whose path points outside the document; it was not read.',
      );
    },
  );

  it('refuses a symbolic link entry', () => {
    const link = { name: 'word/media/link', data: '/etc/passwd', stored: true, unixMode: 0o120777 };
    expect(refusal(buildDocx(wordDocumentXml(['x']), [link]))).toBe(
      'The document contains a symbolic link; it was not read.',
    );
  });

  it('refuses a part that expands past the size the archive declares, stopping at that size', () => {
    const realSize = 8 * 1024 * 1024;
    const lying = buildZip([
      ...docxPackageParts(),
      { name: 'word/document.xml', data: new Uint8Array(realSize), declaredSize: 100 * 1024 },
    ]);
    expect(refusal(lying)).toBe(
      'The document contains a part larger than its archive declares; it was not read.',
    );

    const check = checkZipArchive(lying);
    if (!check.ok) throw new Error(check.message);
    const entry = check.entries.find((e) => e.name === 'word/document.xml');
    if (entry === undefined) throw new Error('entry missing');
    expect(() => readZipEntry(lying, entry, 1024)).toThrow(ZipEntryTooLargeError);
    expect(readZipEntry(lying, entry, realSize)).toHaveLength(realSize);
  });

  it('refuses a DOCX whose XML declares entities (XXE)', () => {
    const xxe = wordDocumentXml(
      ['&e;'],
      '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>',
    ).replace('&amp;e;', '&e;');
    expect(refusal(buildDocx(xxe))).toBe(
      'The document contains an XML document type declaration (DOCTYPE), which is not allowed; it was not read.',
    );
  });

  it('refuses an encrypted entry and a damaged archive', () => {
    const archive = buildDocx(wordDocumentXml(['x']));
    const encrypted = new Uint8Array(archive);
    const view = new DataView(encrypted.buffer);
    const directoryOffset = view.getUint32(encrypted.byteLength - 6, true);
    view.setUint16(directoryOffset + 8, view.getUint16(directoryOffset + 8, true) | 1, true);
    expect(refusal(encrypted)).toBe(
      'The document is password-protected; remove the password and upload it again.',
    );

    expect(refusal(archive.subarray(0, archive.byteLength - 30))).toBe(
      'The document is damaged or is not a Word document; it was not read.',
    );
    const garbled = buildZip([
      { name: 'word/document.xml', compressed: { bytes: new Uint8Array([0xff, 0xff]), size: 10, crc: 0 } },
    ]);
    expect(refusal(garbled)).toBe('The document is damaged or is not a Word document; it was not read.');
  });

  it('decompresses a stored and a deflated entry exactly', () => {
    const text = 'Opening hours: 9 to 5. '.repeat(50);
    const archive = buildZip([
      { name: 'a.txt', data: text, stored: true },
      { name: 'b.txt', data: text },
    ]);
    const check = checkZipArchive(archive);
    if (!check.ok) throw new Error(check.message);
    for (const entry of check.entries) {
      expect(Buffer.from(readZipEntry(archive, entry, entry.uncompressedSize)).toString('utf8')).toBe(text);
    }
    expect(check.entries[1]?.compressedSize).toBe(deflateRawSync(text).byteLength);
  });
});
