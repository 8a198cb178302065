import type { Source } from './bot-api.types';
import type { SseEvent } from './sse.fns';

/** The events of POST /bot/stream-message, checked; anything malformed or unknown is ignored. */
export type ChatStreamEvent =
  | { kind: 'token'; text: string }
  | { kind: 'sources'; sources: Source[] }
  | { kind: 'done'; sessionId: string; response: string; takenOver: boolean }
  | { kind: 'error'; detail: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export function readSources(value: unknown): Source[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) =>
    isRecord(item) && typeof item.url === 'string'
      ? // The owner's Q&A keeps its kind: the widget names it instead of linking it.
        [{ url: item.url, title: text(item.title), ...(item.kind === 'qa' ? { kind: 'qa' as const } : {}) }]
      : [],
  );
}

export function readChatStreamEvent(event: SseEvent): ChatStreamEvent | null {
  let data: unknown;
  try {
    data = JSON.parse(event.data);
  } catch {
    return null;
  }
  if (!isRecord(data)) return null;
  switch (event.event) {
    case 'token':
      return { kind: 'token', text: text(data.text) };
    case 'sources':
      return { kind: 'sources', sources: readSources(data.sources) };
    case 'done':
      return {
        kind: 'done',
        sessionId: text(data.session_id),
        response: text(data.response),
        takenOver: data.taken_over === true,
      };
    case 'error':
      return { kind: 'error', detail: text(data.detail) || 'The reply could not be completed.' };
    default:
      return null;
  }
}
