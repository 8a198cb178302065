import { extractPage } from '../content/index.js';
import { decodeOrRefuse } from './parse-text.fns.js';
import type { ParsedFile } from './parsed-file.types.js';

/**
 * An HTML or XHTML file through the same extractor as crawled pages: hidden elements, navigation
 * and scripts left out, headings, lists and tables kept. Entities declared in an XHTML DOCTYPE are
 * never expanded (htmlparser2 knows only HTML's named references).
 */
export function parseHtml(bytes: Uint8Array): ParsedFile {
  const page = extractPage(decodeOrRefuse(bytes), 'about:blank');
  return { title: page.title, text: page.text, language: page.language };
}
