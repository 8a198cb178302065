/**
 * What a reader finds on each page of a corpus, as plain text (its title, description and article,
 * markup removed), by site path: what a development set's facts are checked against.
 */
import { readDocsPages } from '../documenso-site/docs-corpus.js';
import { renderArticles } from '../documenso-site/docs-site.js';

export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

export function corpusPageText(corpusDir: string): Map<string, string> {
  const pages = readDocsPages(corpusDir);
  const articles = renderArticles(pages);
  return new Map(
    pages.map((page) => [
      page.path,
      `${page.title} ${page.description} ${htmlToText(articles.get(page.path)?.article ?? '')}`,
    ]),
  );
}
