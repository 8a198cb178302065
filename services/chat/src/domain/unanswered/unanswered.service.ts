import { AppError } from '@sitesage/errors';
import type { Clock } from '../../clock.js';
import type { UnansweredRepository } from '../../db/unanswered.repository.js';
import { requestedProjectIds } from '../analytics/analytics.fns.js';
import { weakAnswerBelow } from '../answering/answer-match.fns.js';
import { asksForPerson } from '../answering/person-request.fns.js';
import { gatherGroups, type UnansweredGroup } from './unanswered-groups.fns.js';

/** Which of the texts ask the same thing: a group number per text (the ingestion service's GroupTexts). */
export type TextGrouper = (texts: string[]) => Promise<number[]>;

export type UnansweredServiceDeps = {
  clock: Clock;
  unanswered: UnansweredRepository;
  groupTexts: TextGrouper;
};

/** How far back the list looks, and how many askings it groups (GroupTexts takes at most 500). */
export const unansweredWindowDays = 90;
export const maxGroupedAskings = 500;

export type UnansweredService = ReturnType<typeof createUnansweredService>;

/**
 * The owner's unanswered questions per agent: the visitor questions the agent declined or answered
 * only weakly, and those that asked for a person, grouped by meaning. Dismissing a group dismisses the askings it holds;
 * a later asking of the same question is waiting again, counted from then.
 */
export function createUnansweredService({ clock, unanswered, groupTexts }: UnansweredServiceDeps) {
  async function listGroups(projectId: string): Promise<UnansweredGroup[]> {
    const since = new Date(clock().getTime() - unansweredWindowDays * 86_400_000);
    const askings = (await unanswered.findOpen(projectId, since, maxGroupedAskings, weakAnswerBelow))
      .map((asking) => ({ ...asking, person: asking.escalate && asksForPerson(asking.content) }))
      // A complaint is flagged for the owner too, but it was answered; only a person asked for is
      // waiting (or a weak answer, which the complaint's reply may also have been).
      .filter((asking) => asking.declined || asking.person || asking.weak);
    if (askings.length === 0) return [];
    const groupOf = await groupTexts(askings.map((asking) => asking.content));
    return gatherGroups(askings, groupOf);
  }

  return {
    list: listGroups,

    async dismiss(projectId: string, groupId: string): Promise<number> {
      const group = (await listGroups(projectId)).find((candidate) => candidate.id === groupId);
      if (!group) throw AppError.notFound('That question is no longer waiting for an answer');
      return unanswered.dismiss(projectId, group.messageIds, clock());
    },

    /** Groups waiting per project, in the order asked. */
    async count(projectIds: readonly string[]): Promise<Array<{ projectId: string; waiting: number }>> {
      return Promise.all(
        requestedProjectIds(projectIds).map(async (projectId) => ({
          projectId,
          waiting: (await listGroups(projectId)).length,
        })),
      );
    },
  };
}
