import { AppError } from '@sitesage/errors';
import type { WindowCounter } from './window-counter.port.js';

export type MessageLimitSettings = {
  /** Messages one visitor (by address) may send per minute, across agents. */
  perVisitorPerMinute: number;
  /** Messages one agent may receive per minute from all its visitors. */
  perProjectPerMinute: number;
  /** Sessions one visitor (by address) may open per minute, across agents. */
  sessionsPerVisitorPerMinute: number;
  /** Sessions one agent may have opened per minute by all its visitors. */
  sessionsPerProjectPerMinute: number;
  /** Replies one agent may be writing at the same moment, in this process. */
  concurrentAnswersPerProject: number;
};

/** What a visitor spends: a message (answered or only stored) or a new session. */
export type VisitorAction = 'message' | 'session';

const windowMs = 60_000;

const refusals: Record<VisitorAction, { visitor: string; project: string }> = {
  message: {
    visitor: 'You are sending messages too quickly. Please wait a moment and try again.',
    project: 'This agent is very busy right now. Please try again in a minute.',
  },
  session: {
    visitor: 'You are starting chats too quickly. Please wait a moment and try again.',
    project: 'This agent is very busy right now. Please try again in a minute.',
  },
};

export type AnswerSlot = { release(): void };

/**
 * The cost guards in front of the model and the database (SECURITY F6): fixed one-minute windows
 * shared by every chat replica (Redis, `redis/minute-windows.ts`, which counts in this process
 * while Redis cannot be reached), per visitor address and per agent, for messages and for new
 * sessions; and a cap on replies in progress per agent. A refused message never reaches retrieval
 * or the model.
 */
export function createMessageLimits(windows: WindowCounter, settings: MessageLimitSettings) {
  const inProgress = new Map<string, number>();

  const spend = async (key: string, max: number, message: string) => {
    const { used, remainingMs } = await windows.count(key, windowMs);
    if (used > max) {
      throw new AppError('RATE_LIMITED', message, {
        retryAfterSeconds: Math.max(1, Math.ceil(remainingMs / 1000)),
      });
    }
  };

  const budgets: Record<VisitorAction, { perVisitor: number; perProject: number }> = {
    message: { perVisitor: settings.perVisitorPerMinute, perProject: settings.perProjectPerMinute },
    session: {
      perVisitor: settings.sessionsPerVisitorPerMinute,
      perProject: settings.sessionsPerProjectPerMinute,
    },
  };

  return {
    /**
     * Counts one action against the visitor's and the agent's minute budgets. Calls without a
     * visitor (the owner's own channels) spend only the agent's.
     */
    async admit({
      projectId,
      visitorKey,
      action = 'message',
    }: {
      projectId: string;
      visitorKey: string;
      action?: VisitorAction;
    }): Promise<void> {
      const budget = budgets[action];
      if (visitorKey) {
        await spend(`chat:rl:${action}:visitor:${visitorKey}`, budget.perVisitor, refusals[action].visitor);
      }
      await spend(`chat:rl:${action}:project:${projectId}`, budget.perProject, refusals[action].project);
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
