/**
 * Builders of the files the upload tests feed in (real PDFs, DOCX archives, zip bombs), written
 * from code so that no opaque binary fixture is committed. Test support only: nothing in a
 * service calls these.
 */
import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';

export type ZipFixtureEntry = {
  name: string;
  /** The entry's content; deflated unless `stored`. Ignored when `compressed` is given. */
  data?: Uint8Array | string;
  stored?: boolean;
  /** Already-deflated bytes (a bomb built by streaming); `size` and `crc` must come with them. */
  compressed?: { bytes: Uint8Array; size: number; crc: number };
  /** What the directory claims the entry expands to, when it should lie. */
  declaredSize?: number;
  /** Unix file mode, e.g. 0o120777 for a symbolic link. */
  unixMode?: number;
};

const encoder = new TextEncoder();

function toBytes(data: Uint8Array | string | undefined): Uint8Array {
  if (data === undefined) return new Uint8Array(0);
  return typeof data === 'string' ? encoder.encode(data) : data;
}

/** A zip archive (zip64 end records once past 65,535 entries), assembled in memory. */
export function buildZip(entries: ZipFixtureEntry[]): Uint8Array {
  const locals: Buffer[] = [];
  const records: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const raw = toBytes(entry.data);
    const method = entry.stored === true ? 0 : 8;
    const payload = entry.compressed?.bytes ?? (method === 0 ? raw : deflateRawSync(raw));
    const size = entry.declaredSize ?? entry.compressed?.size ?? raw.byteLength;
    const crc = entry.compressed?.crc ?? crc32(raw);

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(payload.byteLength, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.byteLength, 26);
    locals.push(local, name, Buffer.from(payload));

    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(entry.unixMode === undefined ? 20 : (3 << 8) | 20, 4);
    record.writeUInt16LE(20, 6);
    record.writeUInt16LE(0x0800, 8);
    record.writeUInt16LE(method, 10);
    record.writeUInt32LE(crc, 16);
    record.writeUInt32LE(payload.byteLength, 20);
    record.writeUInt32LE(size, 24);
    record.writeUInt16LE(name.byteLength, 28);
    record.writeUInt32LE(((entry.unixMode ?? 0) << 16) >>> 0, 38);
    record.writeUInt32LE(offset, 42);
    records.push(record, name);

    offset += 30 + name.byteLength + payload.byteLength;
  }
  const directory = Buffer.concat(records);
  const count = entries.length;
  const tail: Buffer[] = [];
  if (count > 0xffff) {
    const zip64End = Buffer.alloc(56);
    zip64End.writeUInt32LE(0x06064b50, 0);
    zip64End.writeBigUInt64LE(44n, 4);
    zip64End.writeUInt16LE(45, 12);
    zip64End.writeUInt16LE(45, 14);
    zip64End.writeBigUInt64LE(BigInt(count), 24);
    zip64End.writeBigUInt64LE(BigInt(count), 32);
    zip64End.writeBigUInt64LE(BigInt(directory.byteLength), 40);
    zip64End.writeBigUInt64LE(BigInt(offset), 48);
    const locator = Buffer.alloc(20);
    locator.writeUInt32LE(0x07064b50, 0);
    locator.writeBigUInt64LE(BigInt(offset + directory.byteLength), 8);
    locator.writeUInt32LE(1, 16);
    tail.push(zip64End, locator);
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Math.min(count, 0xffff), 8);
  end.writeUInt16LE(Math.min(count, 0xffff), 10);
  end.writeUInt32LE(directory.byteLength, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, ...tail, end]));
}

/** `size` zero bytes deflated as a stream, so a 100+ MB bomb never exists uncompressed in memory. */
export async function deflateZeros(size: number): Promise<{ bytes: Uint8Array; size: number; crc: number }> {
  const chunk = Buffer.alloc(1024 * 1024);
  const deflate = createDeflateRaw({ level: 9 });
  const output: Buffer[] = [];
  deflate.on('data', (part: Buffer) => output.push(part));
  const done = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  let crc = 0;
  for (let written = 0; written < size; written += chunk.byteLength) {
    const part = chunk.subarray(0, Math.min(chunk.byteLength, size - written));
    crc = crc32(part, crc);
    if (!deflate.write(part)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return { bytes: new Uint8Array(Buffer.concat(output)), size, crc };
}

const wordNamespace = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

/** WordprocessingML body of headings ('# Title', '## Sub'), bullets ('- item') and paragraphs. */
export function wordDocumentXml(blocks: string[], prolog = '<?xml version="1.0" encoding="UTF-8"?>'): string {
  const paragraphs = blocks.map((block) => {
    const heading = /^(#{1,6}) (.*)$/.exec(block);
    const bullet = /^- (.*)$/.exec(block);
    const text = heading?.[2] ?? bullet?.[1] ?? block;
    const properties =
      heading?.[1] !== undefined
        ? `<w:pPr><w:pStyle w:val="Heading${heading[1].length}"/></w:pPr>`
        : bullet
          ? '<w:pPr><w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr></w:pPr>'
          : '';
    return `<w:p>${properties}<w:r><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`;
  });
  return `${prolog}<w:document xmlns:w="${wordNamespace}"><w:body>${paragraphs.join('')}</w:body></w:document>`;
}

/** A minimal DOCX whose main part is `documentXml`; `extra` entries are appended as given. */
export function buildDocx(documentXml: string, extra: ZipFixtureEntry[] = []): Uint8Array {
  return buildZip([
    ...docxPackageParts(),
    { name: 'word/document.xml', data: documentXml },
    {
      name: 'word/_rels/document.xml.rels',
      data:
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/numbering" Target="numbering.xml"/>' +
        '</Relationships>',
    },
    {
      // numId 1 is a bullet list, as '- item' blocks of wordDocumentXml use it
      name: 'word/numbering.xml',
      data:
        `<?xml version="1.0" encoding="UTF-8"?><w:numbering xmlns:w="${wordNamespace}">` +
        '<w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0"><w:numFmt w:val="bullet"/></w:lvl></w:abstractNum>' +
        '<w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num></w:numbering>',
    },
    ...extra,
  ]);
}

export function docxPackageParts(): ZipFixtureEntry[] {
  return [
    {
      name: '[Content_Types].xml',
      data:
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
        '</Types>',
    },
    {
      name: '_rels/.rels',
      data:
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
        '</Relationships>',
    },
  ];
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export type PdfFixture = {
  /** Per page, its paragraphs; each is drawn as one line, paragraphs spaced apart. */
  pages: string[][];
  title?: string;
  /** An /Encrypt dictionary whose user password is not empty, so a reader must ask for one. */
  encrypted?: boolean;
};

/** A real PDF 1.4 file in the standard Helvetica font, with a correct cross-reference table. */
export function buildPdf(fixture: PdfFixture): Uint8Array {
  const objects: string[] = [];
  const add = (body: string): number => objects.push(body);

  const catalog = add('');
  const pageTree = add('');
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const kids: number[] = [];
  for (const paragraphs of fixture.pages) {
    const lines = paragraphs.map((text, i) => `1 0 0 1 72 ${720 - i * 36} Tm (${escapePdfString(text)}) Tj`);
    const stream = `BT /F1 12 Tf ${lines.join(' ')} ET`;
    const content = add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
    kids.push(
      add(
        `<< /Type /Page /Parent ${pageTree} 0 R /MediaBox [0 0 612 792] ` +
          `/Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${content} 0 R >>`,
      ),
    );
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pageTree} 0 R >>`;
  objects[pageTree - 1] =
    `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  const info = add(`<< /Title (${escapePdfString(fixture.title ?? '')}) /Producer (SiteSage tests) >>`);
  const encrypt =
    fixture.encrypted === true
      ? add(`<< /Filter /Standard /V 1 /R 2 /O <${'5a'.repeat(32)}> /U <${'c3'.repeat(32)}> /P -44 >>`)
      : undefined;

  let body = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  const encryptEntries =
    encrypt === undefined ? '' : ` /Encrypt ${encrypt} 0 R /ID [<${'ab'.repeat(16)}> <${'ab'.repeat(16)}>]`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R${encryptEntries} >>\n`;
  body += `startxref\n${xrefAt}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(body, 'latin1'));
}

function escapePdfString(text: string): string {
  return text.replace(/[\\()]/g, (c) => `\\${c}`);
}
