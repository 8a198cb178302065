import mammoth from 'mammoth';

import { extractPage } from '../content/index.js';
import { FileParseError } from './file-parse-error.js';
import type { ParsedFile } from './parsed-file.types.js';
import { checkDocxArchive } from './zip-guard.fns.js';

export const docxRefusals = {
  damaged: 'The Word document is damaged and could not be read.',
} as const;

/**
 * A DOCX as Markdown-like text through mammoth's HTML (which keeps headings, lists and tables) and
 * the same extractor as web pages. The archive guard runs first, because mammoth's zip library
 * decompresses without limits and its XML parser would meet any DOCTYPE; images are never read
 * (their bytes are not text, and inlining them as data URIs would only cost memory), and files
 * outside the document are never opened.
 */
export async function parseDocx(bytes: Uint8Array): Promise<ParsedFile> {
  const check = checkDocxArchive(bytes);
  if (!check.ok) throw new FileParseError(check.message);

  let html: string;
  try {
    const result = await mammoth.convertToHtml(
      { buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) },
      {
        convertImage: mammoth.images.imgElement(() => Promise.resolve({ src: '' })),
        externalFileAccess: false,
        includeEmbeddedStyleMap: false,
      },
    );
    html = result.value;
  } catch (error) {
    throw new FileParseError(docxRefusals.damaged, { cause: error });
  }
  const page = extractPage(`<html><body>${html}</body></html>`, 'about:blank');
  return { title: page.headings[0] ?? '', text: page.text, language: '' };
}
