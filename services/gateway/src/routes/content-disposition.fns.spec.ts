import { describe, expect, it } from 'vitest';
import { attachmentDisposition, displayFileName } from './content-disposition.fns.js';

describe('attachmentDisposition', () => {
  it('offers a plain name as both forms', () => {
    expect(attachmentDisposition('price list.pdf')).toBe(
      `attachment; filename="price list.pdf"; filename*=UTF-8''price%20list.pdf`,
    );
  });

  it('keeps a non-ASCII name exact in filename* and readable in the fallback', () => {
    expect(attachmentDisposition('Preisübersicht 2026.pdf')).toBe(
      `attachment; filename="Preis_bersicht 2026.pdf"; filename*=UTF-8''Preis%C3%BCbersicht%202026.pdf`,
    );
  });

  it('drops paths, hidden direction changes and header-breaking characters', () => {
    const header = attachmentDisposition('../../evil\u202Egnp.exe<script>"\r\nSet-Cookie: x=1');
    expect(header).toBe(
      `attachment; filename="evilgnp.exe_script__Set-Cookie_ x=1"; ` +
        `filename*=UTF-8''evilgnp.exe%3Cscript%3E%22Set-Cookie%3A%20x%3D1`,
    );
    expect(header).not.toMatch(/[\r\n\u202E]/);
  });

  it('percent-encodes the characters RFC 5987 does not allow bare', () => {
    expect(attachmentDisposition("it's (final)*.txt")).toContain(
      "filename*=UTF-8''it%27s%20%28final%29%2A.txt",
    );
  });
});

describe('displayFileName', () => {
  it('never yields an empty or dot-only name', () => {
    expect(displayFileName('../../')).toBe('download');
    expect(displayFileName('..')).toBe('download');
    expect(displayFileName('C:\\Users\\me\\.env')).toBe('env');
  });

  it('caps very long names', () => {
    expect(Array.from(displayFileName(`${'a'.repeat(1000)}.pdf`))).toHaveLength(200);
  });

  it('survives a broken surrogate pair', () => {
    expect(() => attachmentDisposition('bad\uD800name.txt')).not.toThrow();
  });
});
