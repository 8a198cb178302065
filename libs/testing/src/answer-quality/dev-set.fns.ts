/** Writing a development set tersely, and checking it holds together. */
import type { DevConversation, DevQuestion, Fact } from './dev-set.types.js';

type Spec = { pages?: readonly string[]; facts?: readonly Fact[]; language?: string };

const question =
  (kind: DevQuestion['kind']) =>
  (text: string, spec: Spec = {}) => ({
    text,
    language: spec.language ?? 'en',
    kind,
    pages: spec.pages ?? [],
    facts: spec.facts ?? [],
  });

export const ask = question('opening');
export const followUp = question('follow-up');
export const newTopic = question('new-topic');

/** A one-question conversation, or a conversation of several turns. */
export const conversation = (id: string, ...turns: DevQuestion[]): DevConversation => ({ id, turns });

/** The problems of a set: answerable turns without facts, unanswerable ones with facts, dup ids. */
export function devSetProblems(conversations: readonly DevConversation[]): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  for (const { id, turns } of conversations) {
    if (ids.has(id)) problems.push(`${id}: duplicate id`);
    ids.add(id);
    turns.forEach((turn, index) => {
      const where = `${id}#${String(index + 1)} "${turn.text}"`;
      if (index === 0 && turn.kind !== 'opening')
        problems.push(`${where}: a conversation opens with an opening`);
      if (index > 0 && turn.kind === 'opening')
        problems.push(`${where}: later turns are follow-ups or new topics`);
      if (turn.pages.length > 0 && (turn.facts.length < 1 || turn.facts.length > 4))
        problems.push(`${where}: an answerable question lists 1–4 facts`);
      if (turn.pages.length === 0 && turn.facts.length > 0) problems.push(`${where}: facts without a page`);
    });
  }
  return problems;
}
