// The visitor side of the chat HTTP API (/api/v1), as the gateway answers it.

// Types only: nothing of the admin app's code reaches this bundle.
import type { ProjectTheme, PublicProject } from '../modules/projects/projects.types';

export type { PublicProject };
export type PublicTheme = ProjectTheme;

export type Source = { url: string; title: string };

export type HistoryMessage = {
  id: string;
  role: 'user' | 'assistant';
  message?: string;
  prompt?: string;
  response?: string;
  timestamp: string;
  status?: string;
  metadata?: { sources?: Source[] };
};

/** What the browser tells about the visitor when a session starts (spec §3). */
export type VisitorEnvironment = {
  user_agent: string;
  platform: string;
  language: string;
  screen: { width: number; height: number; color_depth: number; pixel_depth: number };
  timezone: string;
  online: boolean;
  connection: string;
  referrer: string;
  page_url: string;
  history_length: number;
};

export type CreatedSession = { id: string; project_id: string; created_at: string };

export type StreamHandlers = {
  onSessionId: (sessionId: string) => void;
  onToken: (text: string) => void;
  onSources: (sources: Source[]) => void;
  onDone: (done: { sessionId: string; response: string }) => void;
};
