import type { UnansweredGroup as UnansweredGroupMessage } from '@sitesage/contracts';
import type { UnansweredGroup } from '../domain/unanswered/unanswered-groups.fns.js';

export function toUnansweredGroup(group: UnansweredGroup): UnansweredGroupMessage {
  return {
    id: group.id,
    question: group.question,
    examples: group.examples,
    count: group.count,
    last_asked_at: group.lastAskedAt.toISOString(),
    reasons: group.reasons,
    session_id: group.sessionId,
  };
}
