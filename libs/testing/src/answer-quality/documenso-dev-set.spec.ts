import { describe, expect, it } from 'vitest';
import { documensoCorpusDir } from '../documenso-site/corpus-location.js';
import { readDocsPages } from '../documenso-site/docs-corpus.js';
import { renderMdxBody } from '../documenso-site/mdx-to-html.fns.js';
import { devSetProblems } from './dev-set.fns.js';
import { documensoDevSet } from './documenso-dev-set.js';
import { factFound } from './quality-metrics.fns.js';

const pageText = new Map(
  readDocsPages(documensoCorpusDir()).map((page) => {
    const html = renderMdxBody(page.body).html;
    const text = html
      .replace(/<[^>]+>/g, ' ')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
    return [page.path, `${page.title} ${page.description} ${text}`];
  }),
);
const turns = documensoDevSet.flatMap((conversation) => conversation.turns);

describe('the Documenso development set', () => {
  it('has the mix the issue asks for: 60+ questions, 10+ non-English, 10+ unanswerable, 10+ follow-ups, 5+ topic changes', () => {
    expect(devSetProblems(documensoDevSet)).toEqual([]);
    expect(turns.length).toBeGreaterThanOrEqual(60);
    expect(turns.filter((turn) => turn.language !== 'en').length).toBeGreaterThanOrEqual(10);
    expect(turns.filter((turn) => turn.pages.length === 0).length).toBeGreaterThanOrEqual(10);
    expect(turns.filter((turn) => turn.kind === 'follow-up').length).toBeGreaterThanOrEqual(10);
    expect(turns.filter((turn) => turn.kind === 'new-topic').length).toBeGreaterThanOrEqual(5);
  });

  it('names only pages the site has, and every fact is on one of the pages that answer its question', () => {
    const wrong: string[] = [];
    for (const turn of turns) {
      for (const path of turn.pages) if (!pageText.has(path)) wrong.push(`${turn.text}: no page ${path}`);
      for (const fact of turn.facts) {
        if (!turn.pages.some((path) => factFound(fact, pageText.get(path) ?? ''))) {
          wrong.push(`${turn.text}: ${JSON.stringify(fact)} is on none of ${turn.pages.join(', ')}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('never copies a page heading as a question', () => {
    const headings = new Set(
      [...pageText.keys()].flatMap((path) => [path.split('/').at(-1)?.replace(/-/g, ' ') ?? '']),
    );
    expect(turns.filter((turn) => headings.has(turn.text.toLowerCase()))).toEqual([]);
  });
});
