import { AppError } from '@sitesage/errors';

/** A session counts as active while its last message is at most this old. */
export const activeSessionWindowMs = 30 * 60_000;
/** Recent activity shows this many of the newest questions. */
export const recentActivityLimit = 10;
/** Longest message shown in recent activity, ellipsis included. */
export const activityMessageLength = 120;
/** More projects than any plan allows agents; a longer list is a caller's bug, not an owner's. */
export const maxProjectIds = 1_000;

export type ActivityAction = 'Question asked' | 'Answered' | 'Declined' | 'Needs attention';

/**
 * What happened to a question, the most urgent first: one that asked for the owner (a person, a
 * complaint) needs attention whatever the reply; a reply saying the agent could not answer is a
 * decline, not an answer.
 */
export function activityAction(question: {
  answered: boolean;
  declined: boolean;
  escalated: boolean;
}): ActivityAction {
  if (question.escalated) return 'Needs attention';
  if (question.declined) return 'Declined';
  return question.answered ? 'Answered' : 'Question asked';
}

/**
 * A message as one line of at most `max` characters: runs of whitespace (new lines included)
 * become one space, and a longer text is cut at a character boundary, never inside an emoji or
 * other surrogate pair, and ends with an ellipsis.
 */
export function shortenMessage(text: string, max = activityMessageLength): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const characters = Array.from(line);
  if (characters.length <= max) return line;
  return `${characters
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`;
}

/** The distinct ids asked about, in the order given; refuses an absurdly long list. */
export function requestedProjectIds(projectIds: readonly string[]): string[] {
  const ids = [...new Set(projectIds)];
  if (ids.length > maxProjectIds) {
    throw AppError.invalid('project_ids', `At most ${maxProjectIds} projects can be asked about at once`);
  }
  return ids;
}
