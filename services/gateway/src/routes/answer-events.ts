import type { AnswerEvent__Output } from '@sitesage/contracts';
import { sourceToJson } from './chat-json.js';

/** One answer event as a Server-Sent Event (spec: token, sources, done, error). */
export function toServerSentEvent(event: AnswerEvent__Output): string | undefined {
  switch (event.event) {
    case 'token':
      return sse('token', { text: event.token ?? '' });
    case 'sources':
      return sse('sources', {
        sources: (event.sources?.sources ?? []).map(sourceToJson),
      });
    case 'done':
      return sse('done', {
        session_id: event.done?.session_id ?? '',
        message_id: event.done?.message_id ?? '',
        response: event.done?.response ?? '',
        taken_over: event.done?.taken_over ?? false,
      });
    case 'error':
      return sse('error', { detail: event.error?.message ?? '', code: event.error?.code ?? 'INTERNAL' });
    default:
      // The session id travels in the x-session-id header and the done event.
      return undefined;
  }
}

/** JSON never holds a raw line break, so one `data:` line carries the whole payload. */
function sse(name: string, data: unknown): string {
  return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}
