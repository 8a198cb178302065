import { AppError, isAppError } from '@sitesage/errors';

/** What a visitor reads when the agent's owner has no conversations left this billing cycle. */
export const agentMonthUsedUpMessage =
  "This chat isn't taking new conversations right now. Please try again later, or contact the site directly.";

/** What a visitor reads when the agent is above its owner's plan limit (kept, not answering). */
export const agentPausedMessage =
  'This agent is paused by its owner and is not answering right now. Nothing was deleted: it will answer again once the owner turns it back on.';

/**
 * Every visitor call that would start or add to a conversation goes through here: a paused agent
 * answers nothing (409 with plain words), while its public view and history stay readable.
 */
export function refusePausedAgent<T extends { paused: boolean }>(project: T): T {
  if (project.paused) throw new AppError('FAILED_PRECONDITION', agentPausedMessage);
  return project;
}

/** Without a hint from the chat service, a visitor is asked to come back in an hour. */
const fallbackRetryAfterSeconds = 3_600;

/**
 * A refusal as a visitor should hear it. The owner's plan running out is the owner's business: a
 * visitor gets a 429 with Retry-After and plain words, never a 402 that talks about plans.
 */
export function asVisitorRefusal(error: unknown): unknown {
  if (!isAppError(error) || error.code !== 'PAYMENT_REQUIRED') return error;
  return new AppError('RATE_LIMITED', agentMonthUsedUpMessage, {
    retryAfterSeconds: error.retryAfterSeconds ?? fallbackRetryAfterSeconds,
    cause: error,
  });
}

/** The events of a visitor's call, with its refusals put in the visitor's words. */
export async function* withVisitorRefusals<T>(events: AsyncIterable<T>): AsyncGenerator<T> {
  try {
    yield* events;
  } catch (error) {
    throw asVisitorRefusal(error);
  }
}
