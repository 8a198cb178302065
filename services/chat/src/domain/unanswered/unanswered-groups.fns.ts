import type { UnansweredAsking } from '../../db/unanswered.repository.js';

/** weak: answered, but from a passage that matched the question only weakly (answer-match.fns.ts). */
export type UnansweredReason = 'declined' | 'person' | 'weak';

export type UnansweredGroup = {
  /** The latest asking's message id: what the owner names to dismiss the group. */
  id: string;
  /** The latest wording. */
  question: string;
  /** Other wordings, most recent first. */
  examples: string[];
  count: number;
  lastAskedAt: Date;
  reasons: UnansweredReason[];
  sessionId: string;
  messageIds: string[];
};

/** Other wordings shown under a group's question. */
export const maxExamples = 5;

const reasonOf = (asking: UnansweredAsking, person: boolean): UnansweredReason => {
  if (asking.declined) return 'declined';
  return person ? 'person' : 'weak';
};

/**
 * Askings (newest first) gathered into groups by the group number each was given (texts asking
 * the same thing share one), most asked first and then most recently asked.
 */
export function gatherGroups(
  askings: readonly (UnansweredAsking & { person: boolean })[],
  groupOf: readonly number[],
): UnansweredGroup[] {
  const groups = new Map<number, UnansweredGroup>();
  askings.forEach((asking, index) => {
    const key = groupOf[index] ?? -1 - index;
    const reason = reasonOf(asking, asking.person);
    const group = groups.get(key);
    if (!group) {
      groups.set(key, {
        id: asking.messageId,
        question: asking.content,
        examples: [],
        count: 1,
        lastAskedAt: asking.askedAt,
        reasons: [reason],
        sessionId: asking.sessionId,
        messageIds: [asking.messageId],
      });
      return;
    }
    group.count += 1;
    group.messageIds.push(asking.messageId);
    if (!group.reasons.includes(reason)) group.reasons.push(reason);
    const seen = [group.question, ...group.examples].map((text) => text.trim().toLowerCase());
    if (group.examples.length < maxExamples && !seen.includes(asking.content.trim().toLowerCase())) {
      group.examples.push(asking.content);
    }
  });
  return [...groups.values()].sort(
    (a, b) => b.count - a.count || b.lastAskedAt.getTime() - a.lastAskedAt.getTime(),
  );
}
