// The visitor side of the chat HTTP API (/api/v1), as the gateway answers it.

// Types only: nothing of the admin app's code reaches this bundle. They come from the HTTP
// contract (web/src/api), narrowed where the chat relies on a closed list.
import type { ApiBody, ApiReply } from '../api/http-contract';
import type { ProjectTheme, PublicProject } from '../modules/projects/projects.types';

export type { PublicProject };
export type PublicTheme = ProjectTheme;

export type Source = ApiReply<'/bot/message', 'post'>['sources'][number];

type HistoryJson = ApiReply<'/bot/history', 'get'>['data'][number];

/**
 * One message of the visitor's own session (GET bot/history without a token): the chat reads these
 * fields only, and takes a message without the optional ones.
 */
export type HistoryMessage = Pick<HistoryJson, 'id' | 'timestamp'> &
  Partial<
    Pick<HistoryJson, 'message' | 'prompt' | 'response' | 'status' | 'metadata' | 'author' | 'author_name'>
  > & {
    role: 'user' | 'assistant';
  };

/** What the browser tells about the visitor when a session starts (spec §3). */
export type VisitorEnvironment = Required<
  Omit<ApiBody<'/sessions', 'post'>, 'project_id' | 'name' | 'email' | 'phone' | 'screen'>
> & { screen: Required<NonNullable<ApiBody<'/sessions', 'post'>['screen']>> };

export type CreatedSession = ApiReply<'/sessions', 'post', 201>;

export type StreamHandlers = {
  onSessionId: (sessionId: string) => void;
  onToken: (text: string) => void;
  onSources: (sources: Source[]) => void;
  /** `takenOver`: a person from the site answers this conversation, so the agent did not. */
  onDone: (done: { sessionId: string; response: string; takenOver: boolean }) => void;
};
