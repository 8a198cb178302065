import type { Logger } from '@sitesage/logger';
import type { Passage } from './ask.service.js';
import { maxSources, type ReplySource } from './reply-sources.fns.js';
import { wordsOf } from './words-of.fns.js';

/** A question/answer pair the owner wrote whose question is the visitor's in other words. */
export type QaMatch = { id: string; question: string; answer: string; similarity: number };

/**
 * The project's Q&A pairs close enough to the question to answer it (the ingestion service's
 * MatchQa: the bar is calibrated per embedding model there), closest first.
 */
export type QaMatcher = (projectId: string, query: string, signal: AbortSignal) => Promise<QaMatch[]>;

/** How an answer from the owner's Q&A is named under the reply: the question it answers, no link. */
export type QaSource = ReplySource & { kind: 'qa' };

export const qaSourceTitlePrefix = 'Q&A: ';

export function qaSource(match: QaMatch): QaSource {
  return { url: '', title: `${qaSourceTitlePrefix}${match.question}`, kind: 'qa' };
}

/** What the reply does with a match: nothing changes when there is none. */
export type QaFound = {
  /** Without a model: the owner's answer as written, with the Q&A as its source. */
  reply: { pieces: AsyncIterable<string>; sources: () => ReplySource[]; declined: false } | undefined;
  /** With a model: the pair ahead of the page text, marked as the owner's authoritative answer. */
  ahead(passages: Passage[]): Passage[];
  /** The reply's sources with the Q&A named first (and its passage not listed as a page). */
  sources(pages: ReplySource[]): ReplySource[];
};

const passageUrl = (match: QaMatch) => `qa:${match.id}`;

const noMatch: QaFound = { reply: undefined, ahead: (passages) => passages, sources: (pages) => pages };

/**
 * Looks for the owner's answer to a question before the site's pages are searched. A failure
 * to ask is logged and treated as no match: the page text still answers the visitor.
 */
export function createQaAnswers(match: QaMatcher, log: Logger) {
  return {
    async find(projectId: string, query: string, signal: AbortSignal): Promise<QaFound> {
      let best: QaMatch | undefined;
      try {
        best = (await match(projectId, query, signal))[0];
      } catch (error) {
        if (signal.aborted) throw error;
        log.warn({ err: error, projectId }, 'Q&A not consulted; answering from page text');
      }
      if (!best) return noMatch;
      const found = best;
      const source = qaSource(found);
      return {
        reply: { pieces: wordsOf(found.answer), sources: () => [source], declined: false },
        ahead: (passages) => [
          {
            url: passageUrl(found),
            title: 'Answer written by the site owner',
            header: "The site owner's own answer to this question: authoritative, give it as written",
            content: `Question: ${found.question}\nAnswer: ${found.answer}`,
            score: Math.max(1, ...passages.map((passage) => passage.score)),
          },
          ...passages,
        ],
        sources: (pages) =>
          [source, ...pages.filter((page) => page.url !== passageUrl(found))].slice(0, maxSources),
      };
    },
  };
}

export type QaAnswers = ReturnType<typeof createQaAnswers>;
