import { describe, expect, it } from 'vitest';
import { fileRefusal, filesRefusal } from './training-files.fns';

const file = (name: string, type: string, size = 10) => ({ name, type, size });

describe('fileRefusal', () => {
  it.each([
    ['guide.pdf', 'application/pdf'],
    ['notes.txt', 'text/plain'],
    ['prices.csv', 'text/csv'],
    ['old.doc', 'application/msword'],
    ['new.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['page.html', 'text/html'],
    ['page.xhtml', 'application/xhtml+xml'],
  ])('accepts %s', (name, type) => {
    expect(fileRefusal(file(name, type))).toBeNull();
  });

  it('refuses other types by the file name', () => {
    expect(fileRefusal(file('setup.exe', 'application/x-msdownload'))).toBe(
      'File type not allowed: setup.exe',
    );
    expect(fileRefusal(file('photo.pdf', 'image/png'))).toBe('File type not allowed: photo.pdf');
  });

  it('judges a file the browser could not type by its extension', () => {
    expect(fileRefusal(file('prices.CSV', ''))).toBeNull();
    expect(fileRefusal(file('archive.zip', 'application/octet-stream'))).toBe(
      'File type not allowed: archive.zip',
    );
  });

  it('refuses a file over 20 MB', () => {
    expect(fileRefusal(file('big.pdf', 'application/pdf', 20 * 1024 * 1024 + 1))).toBe(
      'big.pdf is larger than 20 MB',
    );
  });
});

describe('filesRefusal', () => {
  it('needs one to ten acceptable files', () => {
    expect(filesRefusal([])).toBe('Select files to upload');
    const pdfs = Array.from({ length: 11 }, (_, index) => file(`f${index}.pdf`, 'application/pdf'));
    expect(filesRefusal(pdfs.slice(0, 10))).toBeNull();
    expect(filesRefusal(pdfs)).toBe('Select at most 10 files at a time');
    expect(filesRefusal([pdfs[0]!, file('x.exe', 'application/x-msdownload')])).toBe(
      'File type not allowed: x.exe',
    );
  });
});
