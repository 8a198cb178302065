import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resource__Output, UploadPart } from '@sitesage/contracts';
import {
  buildDocx,
  buildPdf,
  buildZip,
  deflateZeros,
  docxPackageParts,
  wordDocumentXml,
} from '@sitesage/testing';
import { isFinished, owner, startIngestionHarness, type IngestionHarness } from './harness.js';

const project = 'project-uploads';
const utf8 = (text: string) => new TextEncoder().encode(text);
const mb = 1024 * 1024;

type UploadFile = { name: string; bytes: Uint8Array; type?: string };

/** The stream a browser upload becomes at the gateway: start, then per file its header and 1 MB pieces. */
function* uploadParts(
  start: NonNullable<UploadPart['start']>,
  files: readonly UploadFile[],
): Generator<UploadPart> {
  yield { start };
  for (const file of files) {
    yield { file: { file_name: file.name, declared_type: file.type ?? 'application/octet-stream' } };
    for (let offset = 0; offset < file.bytes.byteLength; offset += mb) {
      yield { data: file.bytes.subarray(offset, offset + mb) };
    }
  }
}

describe('uploaded files', () => {
  let harness: IngestionHarness;

  beforeAll(async () => {
    harness = await startIngestionHarness();
  });
  afterAll(async () => {
    await harness.stop();
  });

  const upload = (knowledgeBaseId: string, files: readonly UploadFile[]) =>
    harness.client.UploadFiles(uploadParts({ owner, knowledge_base_id: knowledgeBaseId }, files));

  const fileSet = (title: string) =>
    harness.client.CreateKnowledgeBase({ owner, project_id: project, title, url: '', type: 'FILE' });

  const sourcesOf = async (knowledgeBaseId: string) =>
    (await harness.client.ListResources({ owner, knowledge_base_id: knowledgeBaseId, limit: 100, offset: 0 }))
      .data;

  const chunkText = async (resourceId: string) =>
    (
      await harness.db
        .selectFrom('ingestion.chunks')
        .select('content')
        .where('resource_id', '=', resourceId)
        .orderBy('ordinal')
        .execute()
    )
      .map((chunk) => chunk.content)
      .join('\n');

  const storedFileCount = async () =>
    Number(
      (
        await harness.db
          .selectFrom('ingestion.files')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** ReadFile's pieces joined: the first names the file, every one carries data. */
  const download = async (source: Resource__Output) => {
    const link = await harness.client.CreateDownloadLink({
      owner,
      knowledge_base_id: source.knowledge_base_id,
      resource_id: source.id,
    });
    const pieces = [];
    for await (const piece of harness.client.ReadFile({ token: link.token })) pieces.push(piece);
    return {
      fileName: pieces[0]?.file_name,
      size: Number(pieces[0]?.size),
      bytes: Buffer.concat(pieces.map((piece) => piece.data)),
      pieces: pieces.length,
    };
  };

  const byName = (sources: readonly Resource__Output[], name: string): Resource__Output => {
    const source = sources.find((s) => s.file_name === name);
    if (!source)
      throw new Error(`no source named ${name} among ${sources.map((s) => s.file_name).join(', ')}`);
    return source;
  };

  it('indexes a PDF, a DOCX, a TXT, a CSV and an HTML file, and gives back their exact bytes', async () => {
    const kb = await fileSet('Shop documents');
    expect(kb).toMatchObject({ type: 'FILE', url: '', status: 'COMPLETED' });
    // Several paragraphs of text, so the file travels in more than one download piece (256 KB each).
    const shipping = Array.from(
      { length: 6_000 },
      (_, i) => `Parcel ${String(i)}: shipping takes three to five working days.`,
    ).join('\n\n');
    const files: UploadFile[] = [
      {
        name: 'hours.pdf',
        type: 'application/pdf',
        bytes: buildPdf({ pages: [['Opening hours: 9 to 5', 'Closed on Sundays']], title: 'Opening hours' }),
      },
      {
        name: 'returns.docx',
        bytes: buildDocx(
          wordDocumentXml(['# Returns policy', 'Returns are accepted within 30 days.', '- Keep the receipt']),
        ),
      },
      { name: 'shipping.txt', type: 'text/plain', bytes: utf8(shipping) },
      { name: 'prices.csv', type: 'text/csv', bytes: utf8('product,price\nTent,199\nCamping stove,49\n') },
      {
        name: 'about.html',
        type: 'text/html',
        bytes: utf8(
          '<!doctype html><html lang="en"><head><title>About us</title></head>' +
            '<body><h1>About us</h1><p>We have sold outdoor gear since 1998.</p></body></html>',
        ),
      },
    ];

    const reply = await upload(kb.id, files);
    expect(reply.knowledge_base?.id).toBe(kb.id);
    expect(reply.data.map((s) => [s.file_name, s.status, Number(s.file_size)])).toEqual(
      files.map((f) => [f.name, 'Processing', f.bytes.byteLength]),
    );
    const { last } = await harness.waitFor(kb.id, isFinished);
    expect(last).toMatchObject({ status: 'COMPLETED', progress: 100, pages_done: 5, pages_total: 5 });

    const sources = await sourcesOf(kb.id);
    expect(sources.map((s) => [s.file_name, s.status, s.reason])).toEqual(
      expect.arrayContaining(files.map((f) => [f.name, 'Completed', ''])),
    );
    expect(byName(sources, 'hours.pdf').indexed_title).toBe('Opening hours');
    expect(byName(sources, 'returns.docx').indexed_title).toBe('Returns policy');
    expect(byName(sources, 'about.html').indexed_title).toBe('About us');
    for (const source of sources) expect(source.indexed_title, source.file_name).not.toBe('');

    // What a visitor's question can now be answered from.
    expect(await chunkText(byName(sources, 'hours.pdf').id)).toContain('Closed on Sundays');
    expect(await chunkText(byName(sources, 'returns.docx').id)).toContain(
      'Returns are accepted within 30 days.',
    );
    expect(await chunkText(byName(sources, 'shipping.txt').id)).toContain('Parcel 5999: shipping takes');
    expect(await chunkText(byName(sources, 'prices.csv').id)).toContain('Camping stove');
    expect(await chunkText(byName(sources, 'about.html').id)).toContain('outdoor gear since 1998');

    for (const file of files) {
      const got = await download(byName(sources, file.name));
      expect(got.fileName).toBe(file.name);
      expect(got.size).toBe(file.bytes.byteLength);
      expect(got.bytes.equals(Buffer.from(file.bytes)), file.name).toBe(true);
    }
    expect((await download(byName(sources, 'shipping.txt'))).pieces).toBeGreaterThan(1);

    const readUnknown = async () => {
      for await (const piece of harness.client.ReadFile({ token: randomBytes(32).toString('base64url') })) {
        expect(piece).toBeUndefined();
      }
    };
    await expect(readUnknown()).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'This download link is unknown or has expired',
    });
  });

  it('an upload naming only the project creates a FILE training set for it', async () => {
    const reply = await harness.client.UploadFiles(
      uploadParts({ owner, project_id: project }, [
        { name: 'faq.txt', bytes: utf8('Do you ship abroad? Yes, to 30 countries.') },
      ]),
    );
    expect(reply.knowledge_base).toMatchObject({ project_id: project, type: 'FILE', title: 'faq.txt' });
    const id = reply.knowledge_base?.id ?? '';
    const { last } = await harness.waitFor(id, isFinished);
    expect(last.status).toBe('COMPLETED');
    const [source] = await sourcesOf(id);
    expect(source).toMatchObject({ file_name: 'faq.txt', status: 'Completed' });
    expect(await chunkText(source?.id ?? '')).toContain('to 30 countries');
  });

  it('C1: refuses a file over 20 MB and an 11th file, storing nothing', async () => {
    const kb = await fileSet('Too much');
    const before = await storedFileCount();
    const big = new Uint8Array(20 * mb + 1).fill(0x61);
    await expect(upload(kb.id, [{ name: 'big.txt', bytes: big }])).rejects.toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'File is larger than 20 MB: big.txt',
    });
    const eleven = Array.from({ length: 11 }, (_, i) => ({
      name: `note-${String(i)}.txt`,
      bytes: utf8(`Note number ${String(i)}.`),
    }));
    await expect(upload(kb.id, eleven)).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      field: 'files',
      message: 'At most 10 files can be uploaded at a time',
    });
    expect(await sourcesOf(kb.id)).toEqual([]);
    expect(await storedFileCount()).toBe(before);
    // Exactly at the limits is fine.
    const reply = await upload(kb.id, eleven.slice(0, 10));
    expect(reply.data).toHaveLength(10);
    // Their parse jobs then find nothing to do, instead of delaying the next tests' files.
    await harness.client.DeleteKnowledgeBase({ owner, id: kb.id });
  });

  it('C2: refuses a file whose bytes are not what its name says, and then stores none of its batch', async () => {
    const kb = await fileSet('Disguised');
    const before = await storedFileCount();
    const html = utf8('<html><body><script>alert(1)</script></body></html>');
    const elf = new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00, ...randomBytes(2_000)]);
    await expect(
      upload(kb.id, [{ name: 'menu.pdf', type: 'application/pdf', bytes: html }]),
    ).rejects.toMatchObject({
      code: 'FILE_TYPE_NOT_ALLOWED',
      message: 'File type not allowed: menu.pdf',
    });
    await expect(upload(kb.id, [{ name: 'report.docx', bytes: elf }])).rejects.toMatchObject({
      code: 'FILE_TYPE_NOT_ALLOWED',
      message: 'File type not allowed: report.docx',
    });
    const batch: UploadFile[] = [
      { name: 'good.txt', bytes: utf8('A perfectly good note.') },
      { name: 'good.pdf', bytes: buildPdf({ pages: [['A good PDF']] }) },
      { name: 'report.docx', bytes: elf },
    ];
    await expect(upload(kb.id, batch)).rejects.toMatchObject({
      code: 'FILE_TYPE_NOT_ALLOWED',
      message: 'File type not allowed: report.docx',
    });
    expect(await sourcesOf(kb.id)).toEqual([]);
    expect(await storedFileCount()).toBe(before);
  });

  it('C3/C4/C6/C10: a zip bomb, a zip slip and XML entity attacks fail with a reason; the set’s other file is indexed', async () => {
    const kb = await fileSet('Hostile archives');
    const slipName = `sitesage-zip-slip-${randomBytes(6).toString('hex')}`;
    const xxe = (root: string) =>
      `<?xml version="1.0"?><!DOCTYPE ${root} [<!ENTITY e SYSTEM "file:///etc/passwd">]>`;
    const laughs =
      '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">' +
      Array.from(
        { length: 9 },
        (_, i) => `<!ENTITY lol${String(i + 1)} "${`&lol${i === 0 ? '' : String(i)};`.repeat(10)}">`,
      ).join('') +
      ']><lolz>&lol9;</lolz>';
    const files: UploadFile[] = [
      {
        // 101 MB of zeros in a few hundred KB.
        name: 'bomb.docx',
        bytes: buildZip([
          ...docxPackageParts(),
          { name: 'word/document.xml', compressed: await deflateZeros(101 * mb) },
        ]),
      },
      {
        name: 'slip.docx',
        bytes: buildDocx(wordDocumentXml(['# Price list', 'Tents from 99']), [
          { name: `../../../../../../tmp/${slipName}`, data: 'written outside' },
        ]),
      },
      {
        name: 'xxe.docx',
        bytes: buildDocx(wordDocumentXml(['before &e; after'], xxe('w:document')).replace('&amp;e;', '&e;')),
      },
      { name: 'xxe.xml', bytes: utf8(`${xxe('r')}<r>&e;</r>`) },
      { name: 'laughs.xml', bytes: utf8(laughs) },
      { name: 'care.txt', bytes: utf8('Dry your tent before you pack it away.') },
    ];
    expect(files[0]?.bytes.byteLength).toBeLessThan(mb);

    const reply = await upload(kb.id, files);
    expect(reply.data).toHaveLength(files.length);
    const { last } = await harness.waitFor(kb.id, isFinished);
    expect(last.pages_done).toBe(files.length);

    const sources = await sourcesOf(kb.id);
    const outcome = (name: string) => {
      const source = byName(sources, name);
      return { status: source.status, reason: source.reason };
    };
    expect(outcome('bomb.docx')).toEqual({
      status: 'Failed',
      reason: 'The document is a compressed archive that expands to more than 100 MB; it was not read.',
    });
    expect(outcome('slip.docx')).toEqual({
      status: 'Failed',
      reason: 'The document contains a part whose path points outside the document; it was not read.',
    });
    expect(outcome('xxe.docx')).toEqual({
      status: 'Failed',
      reason:
        'The document contains an XML document type declaration (DOCTYPE), which is not allowed; it was not read.',
    });
    const xmlRefusal =
      'The XML file contains a document type declaration (DOCTYPE), which is not allowed; it was not read.';
    expect(outcome('xxe.xml')).toEqual({ status: 'Failed', reason: xmlRefusal });
    expect(outcome('laughs.xml')).toEqual({ status: 'Failed', reason: xmlRefusal });
    expect(outcome('care.txt')).toEqual({ status: 'Completed', reason: '' });
    expect(await chunkText(byName(sources, 'care.txt').id)).toContain('Dry your tent');

    const leaked = await harness.db
      .selectFrom('ingestion.chunks')
      .select('id')
      .where('knowledge_base_id', '=', kb.id)
      .where(sql<boolean>`position('root:' in content) > 0`)
      .execute();
    expect(leaked).toEqual([]);
    // Nothing was ever extracted to disk, inside or outside a temporary folder.
    expect(existsSync(resolve(tmpdir(), slipName))).toBe(false);
    expect(existsSync(resolve('/tmp', slipName))).toBe(false);
    expect(existsSync(resolve(process.cwd(), '../../../../../../tmp', slipName))).toBe(false);
  });

  it('C8: hostile file names are stored as safe names, and downloads carry those names', async () => {
    const kb = await fileSet('Odd names');
    const names = [
      '../../etc/x.txt',
      'nul\u0000byte.txt',
      `${'a'.repeat(1_000)}.txt`,
      'invoice\u202Efdp.txt',
      '<script>alert(1)</script>.txt',
    ];
    const reply = await upload(
      kb.id,
      names.map((name, i) => ({ name, bytes: utf8(`File number ${String(i)} with an odd name.`) })),
    );
    const stored = reply.data.map((s) => s.file_name);
    expect(stored).toHaveLength(names.length);
    for (const name of stored) {
      expect(name).not.toMatch(/[\\/]/);
      // eslint-disable-next-line no-control-regex -- control and bidi characters are what must be gone
      expect(name).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/);
      expect(Array.from(name).length).toBeLessThanOrEqual(200);
      expect(name).toMatch(/\.txt$/);
    }
    expect(stored[0]).toBe('x.txt');
    expect(stored[1]).toBe('nulbyte.txt');
    expect(stored[3]).toBe('invoicefdp.txt');
    expect(new Set(stored).size).toBe(names.length);

    const { last } = await harness.waitFor(kb.id, isFinished);
    expect(last.status).toBe('COMPLETED');
    const sources = await sourcesOf(kb.id);
    expect(sources.map((s) => s.status)).toEqual(names.map(() => 'Completed'));
    for (const source of sources) {
      expect(source.url).toBe(source.file_name);
      const got = await download(source);
      expect(got.fileName).toBe(source.file_name);
    }
  });
});
