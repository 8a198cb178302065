import { applyRequestHeaders } from '../modules/api/request-headers';
import { BotApiError } from './bot-api-error';
import type {
  CreatedSession,
  HistoryMessage,
  PublicProject,
  StreamHandlers,
  VisitorEnvironment,
} from './bot-api.types';
import type { VisitorDetails } from './details-form.fns';
import { readChatStreamEvent } from './chat-stream.fns';
import { createSseParser } from './sse.fns';

const BASE = '/api/v1';
const HISTORY_PAGE = 10;
/** Enough earlier conversation to pick up from; older turns stay in the owner's viewer. */
const HISTORY_MAX_PAGES = 5;

/** The page's cookies; none at an opaque origin (the demo page's sandboxed frame), where reading throws. */
function readableCookies(): string {
  try {
    return document.cookie;
  } catch {
    return '';
  }
}

async function call(path: string, init: RequestInit = {}): Promise<Response> {
  const method = init.method ?? 'GET';
  const headers = applyRequestHeaders(new Headers(init.headers), {
    method,
    token: null,
    cookies: readableCookies(),
  });
  if (init.body !== undefined) headers.set('Content-Type', 'application/json');
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  const response = await fetch(`${BASE}${path}`, { ...init, method, headers, credentials: 'same-origin' });
  if (!response.ok) throw new BotApiError(await visitorDetailOf(response), response.status);
  return response;
}

/** Shown instead of any plan or payment wording: the owner's plan is not the visitor's business. */
export const CHAT_RESTING_MESSAGE =
  "This chat isn't taking new conversations right now. Please try again later, or contact the site directly.";

/** The server's words for the visitor, except a payment refusal, which talks about the owner's plan. */
async function visitorDetailOf(response: Response): Promise<string> {
  if (response.status === 402) return CHAT_RESTING_MESSAGE;
  return detailOf(response);
}

async function detailOf(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null && 'detail' in body && typeof body.detail === 'string') {
      return body.detail;
    }
  } catch {
    // not JSON: fall through to the generic text
  }
  return `The chat service answered ${response.status}.`;
}

export async function fetchPublicProject(projectId: string, signal?: AbortSignal): Promise<PublicProject> {
  const response = await call(`/projects/project/${encodeURIComponent(projectId)}`, { signal });
  return (await response.json()) as PublicProject;
}

export async function createSession(
  projectId: string,
  environment: VisitorEnvironment,
  details: VisitorDetails | null,
): Promise<CreatedSession> {
  const response = await call('/sessions', {
    method: 'POST',
    body: JSON.stringify({ project_id: projectId, ...environment, ...details }),
  });
  return (await response.json()) as CreatedSession;
}

/** The earlier conversation of a session, oldest first (the API pages newest first). */
export async function fetchHistory(
  projectId: string,
  sessionId: string,
  signal?: AbortSignal,
): Promise<HistoryMessage[]> {
  const newestFirst: HistoryMessage[] = [];
  for (let page = 0; page < HISTORY_MAX_PAGES; page += 1) {
    const query = new URLSearchParams({
      project_id: projectId,
      session_id: sessionId,
      offset: String(page * HISTORY_PAGE),
      limit: String(HISTORY_PAGE),
    });
    const response = await call(`/bot/history?${query.toString()}`, { signal });
    const body = (await response.json()) as { data?: HistoryMessage[] };
    const data = body.data ?? [];
    newestFirst.push(...data);
    if (data.length < HISTORY_PAGE) break;
  }
  return newestFirst.reverse();
}

/**
 * Asks for a reply and reports it piece by piece as the server streams it. Resolves when the reply
 * is complete; rejects with BotApiError on a refusal (HTTP error) or a failure mid-stream.
 */
export async function streamMessage(
  request: { prompt: string; sessionId: string | null; projectId: string },
  handlers: StreamHandlers,
  signal?: AbortSignal,
): Promise<void> {
  const response = await call('/bot/stream-message', {
    method: 'POST',
    headers: { Accept: 'text/event-stream' },
    body: JSON.stringify({
      prompt: request.prompt,
      session_id: request.sessionId ?? '',
      project_id: request.projectId,
    }),
    signal,
  });
  const headerSession = response.headers.get('x-session-id');
  if (headerSession !== null && headerSession !== '') handlers.onSessionId(headerSession);
  if (response.body === null) throw new BotApiError('The reply could not be read.', 0);

  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser();
  let done = false;
  for (;;) {
    const read = await reader.read();
    if (read.done) break;
    for (const event of parser.push(decoder.decode(read.value, { stream: true }))) {
      const parsed = readChatStreamEvent(event);
      if (parsed === null) continue;
      if (parsed.kind === 'token') handlers.onToken(parsed.text);
      else if (parsed.kind === 'sources') handlers.onSources(parsed.sources);
      else if (parsed.kind === 'error') {
        await reader.cancel();
        throw new BotApiError(parsed.detail, 0);
      } else {
        done = true;
        if (parsed.sessionId !== '') handlers.onSessionId(parsed.sessionId);
        handlers.onDone({
          sessionId: parsed.sessionId,
          response: parsed.response,
          takenOver: parsed.takenOver,
        });
      }
    }
  }
  parser.end();
  if (!done) throw new BotApiError('The reply was cut off. Please try again.', 0);
}

/**
 * Waits (the server holds the request up to 20 s) for messages a person from the site writes in
 * this conversation after message `after`; answers them oldest first, or none when the wait ended.
 */
export async function waitForOwnerMessages(
  projectId: string,
  sessionId: string,
  after: string,
  signal: AbortSignal,
): Promise<HistoryMessage[]> {
  const query = new URLSearchParams({ project_id: projectId, session_id: sessionId, after });
  const response = await call(`/bot/live?${query.toString()}`, { signal });
  const body = (await response.json()) as { data?: HistoryMessage[] };
  return body.data ?? [];
}
