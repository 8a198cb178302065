import { createRequire } from 'node:module';

import { FileParseError } from './file-parse-error.js';
import type { ParsedFile } from './parsed-file.types.js';

export const docRefusals = {
  unreadable: 'The file is not a Word 97–2003 document or is damaged; it could not be read.',
} as const;

type WordDocument = { getBody: () => string; getFootnotes: () => string; getEndnotes: () => string };
type WordExtractor = new () => { extract: (source: Buffer) => Promise<WordDocument> };

/** word-extractor is CommonJS without type declarations; this is the part of its API used here. */
const WordExtractor = createRequire(import.meta.url)('word-extractor') as WordExtractor;

/** A Word 97–2003 document's body, footnotes and endnotes, one paragraph per block. */
export async function parseDoc(bytes: Uint8Array): Promise<ParsedFile> {
  let document: WordDocument;
  try {
    document = await new WordExtractor().extract(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    );
  } catch (error) {
    throw new FileParseError(docRefusals.unreadable, { cause: error });
  }
  const text = [document.getBody(), document.getFootnotes(), document.getEndnotes()]
    .join('\n')
    .split(/\r?\n|\r/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n\n');
  return { title: '', text, language: '' };
}
