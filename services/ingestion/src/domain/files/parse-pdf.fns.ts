import { createRequire } from 'node:module';
import path from 'node:path';

import { FileParseError } from './file-parse-error.js';
import { loadPdfJs } from './load-pdfjs.js';
import type { ParsedFile } from './parsed-file.types.js';

export const pdfRefusals = {
  passwordProtected: 'The PDF is password-protected; remove the password and upload it again.',
  damaged: 'The PDF is damaged and could not be read.',
  tooManyPages: (pages: number, maxPages: number) =>
    `The PDF has ${pages.toLocaleString('en-US')} pages, more than the ${maxPages.toLocaleString('en-US')} that can be read; it was not read.`,
} as const;

type TextLine = { text: string; y: number; height: number };

/** Where pdfjs-dist keeps the CMaps (needed to map CJK fonts to text) and the standard fonts. */
function pdfjsDataDirectories(): { cMapUrl: string; standardFontDataUrl: string } {
  const root = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  return { cMapUrl: `${root}/cmaps/`, standardFontDataUrl: `${root}/standard_fonts/` };
}

/**
 * The text of a PDF, page by page, paragraphs split where the vertical gap between lines is wider
 * than a line. pdfjs-dist 4.2.67 and later never compile font code with eval (the fix for
 * CVE-2024-4367); version 6 removed the `isEvalSupported` switch along with that code path, so
 * there is nothing left to turn off. Fonts are never installed or looked up on the system, and
 * the document is refused, not truncated, when it has more than `maxPages` pages.
 */
export async function parsePdf(bytes: Uint8Array, maxPages: number): Promise<ParsedFile> {
  const pdfjs = await loadPdfJs();
  const task = pdfjs.getDocument({
    data: bytes.slice(), // pdfjs takes ownership of (detaches) the buffer it is given
    ...pdfjsDataDirectories(),
    cMapPacked: true,
    disableFontFace: true,
    useSystemFonts: false,
    // Damaged content streams are skipped rather than failing the whole file: a scan with one broken
    // page still has text worth training on. Structural damage still rejects getDocument below.
    stopAtErrors: false,
    enableXfa: false,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    disableAutoFetch: true,
    disableStream: true,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  });
  try {
    let document: Awaited<typeof task.promise>;
    try {
      document = await task.promise;
    } catch (error) {
      if (error instanceof pdfjs.PasswordException) throw new FileParseError(pdfRefusals.passwordProtected);
      throw new FileParseError(pdfRefusals.damaged, { cause: error });
    }
    if (document.numPages > maxPages) {
      throw new FileParseError(pdfRefusals.tooManyPages(document.numPages, maxPages));
    }

    const pageTexts: string[] = [];
    let language = '';
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      if (language === '' && content.lang !== null) language = content.lang.trim().toLowerCase();
      const lines: TextLine[] = [];
      let current: TextLine | undefined;
      for (const item of content.items) {
        if (!('str' in item)) continue; // marked-content boundaries carry no text
        const y = Number(item.transform[5] ?? 0);
        current ??= { text: '', y, height: item.height };
        current.text += item.str;
        current.height = Math.max(current.height, item.height);
        if (item.hasEOL) {
          lines.push(current);
          current = undefined;
        }
      }
      if (current !== undefined) lines.push(current);
      const paragraphs = paragraphsOf(lines);
      if (paragraphs.length > 0) pageTexts.push(paragraphs.join('\n\n'));
      page.cleanup();
    }

    const { info } = await document.getMetadata();
    return {
      title: metadataTitle(info),
      text: pageTexts.join('\n\n'),
      language,
      pages: document.numPages,
    };
  } finally {
    await task.destroy();
  }
}

/** Lines into paragraphs: a new one starts after a gap taller than 1.5 lines or a jump upwards (next column). */
function paragraphsOf(lines: TextLine[]): string[] {
  const paragraphs: string[] = [];
  let paragraph = '';
  let previous: TextLine | undefined;
  for (const line of lines) {
    const text = line.text.replace(/\s+/g, ' ').trim();
    if (text === '') continue;
    if (previous !== undefined) {
      const gap = previous.y - line.y;
      const lineHeight = Math.max(previous.height, line.height, 1);
      if (gap > lineHeight * 1.5 || gap < -lineHeight) {
        paragraphs.push(paragraph);
        paragraph = '';
      }
    }
    // A word broken across lines ('inter-' / 'national') is joined back without a space.
    const joiner = paragraph === '' || (/\p{L}-$/u.test(paragraph) && /^\p{Ll}/u.test(text)) ? '' : ' ';
    paragraph += joiner + text;
    previous = line;
  }
  if (paragraph !== '') paragraphs.push(paragraph);
  return paragraphs;
}

function metadataTitle(info: object): string {
  const title: unknown = 'Title' in info ? info.Title : undefined;
  return typeof title === 'string' ? title.replace(/\s+/g, ' ').trim() : '';
}
