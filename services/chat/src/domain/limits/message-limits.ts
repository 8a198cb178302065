import type { Redis } from 'ioredis';
import { AppError } from '@sitesage/errors';
import type { Logger } from '@sitesage/logger';

export type MessageLimitSettings = {
  /** Messages one visitor (by address) may send per minute, across agents. */
  perVisitorPerMinute: number;
  /** Messages one agent may receive per minute from all its visitors. */
  perProjectPerMinute: number;
  /** Replies one agent may be writing at the same moment, in this process. */
  concurrentAnswersPerProject: number;
};

// One round trip: count this message in the current minute and say how long the minute has left.
const countScript = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }
`;

const windowMs = 60_000;

export type AnswerSlot = { release(): void };

/**
 * The cost guards in front of the model (SECURITY F6): fixed one-minute windows in Redis, shared by
 * every chat replica, and a cap on replies in progress per agent. A refused message never reaches
 * retrieval or the model. When Redis is unreachable the minute budgets step aside (logged) rather
 * than stopping every visitor's chat; the in-process cap still holds.
 */
export function createMessageLimits(redis: Redis, settings: MessageLimitSettings, log: Logger) {
  const inProgress = new Map<string, number>();

  const count = async (key: string, max: number, message: string) => {
    let result: [number, number];
    try {
      result = (await redis.eval(countScript, 1, key, windowMs)) as [number, number];
    } catch (error) {
      log.warn({ err: error }, 'message limits unavailable: Redis did not answer');
      return;
    }
    const [used, remainingMs] = result;
    if (used > max) {
      throw new AppError('RATE_LIMITED', message, {
        retryAfterSeconds: Math.max(1, Math.ceil(remainingMs / 1000)),
      });
    }
  };

  return {
    /** Counts one message against the visitor's and the agent's minute budgets. */
    async admit({ projectId, visitorKey }: { projectId: string; visitorKey: string }): Promise<void> {
      if (visitorKey) {
        await count(
          `chat:rl:visitor:${visitorKey}`,
          settings.perVisitorPerMinute,
          'You are sending messages too quickly. Please wait a moment and try again.',
        );
      }
      await count(
        `chat:rl:project:${projectId}`,
        settings.perProjectPerMinute,
        'This agent is very busy right now. Please try again in a minute.',
      );
    },

    /** A place among the agent's replies in progress; release it when the reply ends, however it ends. */
    takeAnswerSlot(projectId: string): AnswerSlot {
      const current = inProgress.get(projectId) ?? 0;
      if (current >= settings.concurrentAnswersPerProject) {
        throw new AppError(
          'RATE_LIMITED',
          'This agent is very busy right now. Please try again in a moment.',
          {
            retryAfterSeconds: 5,
          },
        );
      }
      inProgress.set(projectId, current + 1);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          const left = (inProgress.get(projectId) ?? 1) - 1;
          if (left <= 0) inProgress.delete(projectId);
          else inProgress.set(projectId, left);
        },
      };
    },
  };
}

export type MessageLimits = ReturnType<typeof createMessageLimits>;
