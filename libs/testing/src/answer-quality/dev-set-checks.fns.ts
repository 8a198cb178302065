/**
 * The checks a development set must pass before its figures mean anything, shared by the
 * Documenso set's spec and any set read from a file: the mix of questions the issue asks for, and
 * every page named existing with every fact on one of its question's pages.
 */
import { devSetProblems } from './dev-set.fns.js';
import type { DevConversation } from './dev-set.types.js';
import { factFound } from './quality-metrics.fns.js';

/** At least this many questions of each kind (issue 15). */
export const devSetMinimums = {
  questions: 60,
  nonEnglish: 10,
  unanswerable: 10,
  followUps: 10,
  newTopics: 5,
} as const;

export type DevSetCounts = { [Kind in keyof typeof devSetMinimums]: number };

export function devSetCounts(conversations: readonly DevConversation[]): DevSetCounts {
  const turns = conversations.flatMap((conversation) => conversation.turns);
  return {
    questions: turns.length,
    nonEnglish: turns.filter((turn) => turn.language !== 'en').length,
    unanswerable: turns.filter((turn) => turn.pages.length === 0).length,
    followUps: turns.filter((turn) => turn.kind === 'follow-up').length,
    newTopics: turns.filter((turn) => turn.kind === 'new-topic').length,
  };
}

/** The mix falling short, as `followUps: 7 < 10`. */
export function devSetMixProblems(conversations: readonly DevConversation[]): string[] {
  const counts = devSetCounts(conversations);
  return (Object.keys(devSetMinimums) as Array<keyof typeof devSetMinimums>)
    .filter((kind) => counts[kind] < devSetMinimums[kind])
    .map((kind) => `${kind}: ${String(counts[kind])} < ${String(devSetMinimums[kind])}`);
}

/** Pages the site does not have, and facts on none of their question's pages. */
export function devSetCorpusProblems(
  conversations: readonly DevConversation[],
  pageText: ReadonlyMap<string, string>,
): string[] {
  const wrong: string[] = [];
  for (const turn of conversations.flatMap((conversation) => conversation.turns)) {
    for (const path of turn.pages) if (!pageText.has(path)) wrong.push(`${turn.text}: no page ${path}`);
    for (const fact of turn.facts) {
      if (!turn.pages.some((path) => factFound(fact, pageText.get(path) ?? ''))) {
        wrong.push(`${turn.text}: ${JSON.stringify(fact)} is on none of ${turn.pages.join(', ')}`);
      }
    }
  }
  return wrong;
}

/** Every problem of a set on its corpus: shape, mix and facts. */
export function allDevSetProblems(
  conversations: readonly DevConversation[],
  pageText: ReadonlyMap<string, string>,
): string[] {
  return [
    ...devSetProblems(conversations),
    ...devSetMixProblems(conversations),
    ...devSetCorpusProblems(conversations, pageText),
  ];
}
