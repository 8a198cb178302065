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
