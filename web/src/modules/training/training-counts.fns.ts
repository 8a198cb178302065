import type { KnowledgeBase } from './training.types';

const pages = (count: number) => `${count.toLocaleString()} ${count === 1 ? 'page' : 'pages'}`;

/**
 * "162 pages learned · 99 failed": what a finished training really did, so a set (or an agent)
 * with many failures never reads as a plain success.
 */
export function learnedText(counts: { learned: number; failed: number }): string {
  const learned = `${pages(counts.learned)} learned`;
  return counts.failed > 0 ? `${learned} · ${counts.failed.toLocaleString()} failed` : learned;
}

/** The set's counts, as learnedText wants them. */
export const setCounts = (set: Pick<KnowledgeBase, 'pages_completed' | 'pages_failed'>) => ({
  learned: set.pages_completed,
  failed: set.pages_failed,
});
