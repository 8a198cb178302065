export type SourcePassage = { url: string; title: string };
export type ReplySource = { url: string; title: string };

/** Links under one answer; more would bury the one that matters. */
export const maxSources = 3;

function distinctPages(passages: readonly SourcePassage[]): ReplySource[] {
  const seen = new Map<string, ReplySource>();
  for (const { url, title } of passages) {
    if (!seen.has(url)) seen.set(url, { url, title: title || url });
  }
  return [...seen.values()];
}

/**
 * The pages a model's reply drew on: the passages it cited as [n] (numbered from 1 in the order
 * given), or, when it cited none, the best matching pages. A reply that says it found nothing
 * should have no links; the caller decides that from the passages it sent (none means none here).
 */
export function replySources(reply: string, passages: readonly SourcePassage[]): ReplySource[] {
  const cited = new Set<number>();
  for (const match of reply.matchAll(/\[(\d{1,2})\]/g)) cited.add(Number(match[1]) - 1);
  const citedPassages = [...cited]
    .sort((a, b) => a - b)
    .map((index) => passages[index])
    .filter((passage): passage is SourcePassage => passage !== undefined);
  return distinctPages(citedPassages.length > 0 ? citedPassages : passages).slice(0, maxSources);
}

/**
 * A retrieved page this close to the best one (its score at least this share of the best
 * passage's) is worth a link under an answer quoted from another page. On the Documenso
 * development set, English questions whose right page was linked: 0.82 with quoted pages only,
 * 0.89 at 0.9, 0.95 at 0.8 (under one added link per answer), no better below.
 */
export const closeMatchShare = 0.8;

/**
 * The links under an answer quoted without a model: the pages quoted, then — as a model's reply
 * that cites nothing gets the best matching pages — the other pages retrieval found nearly as
 * close, best first, up to maxSources. A visitor whose question the quote answers only in part
 * has the next places to read.
 */
export function quotedReplySources(
  quoted: readonly ReplySource[],
  passages: readonly (SourcePassage & { score: number })[],
): ReplySource[] {
  const best = Math.max(...passages.map((passage) => passage.score));
  const close = passages.filter((passage) => passage.score >= best * closeMatchShare);
  return distinctPages([...quoted, ...close]).slice(0, maxSources);
}
