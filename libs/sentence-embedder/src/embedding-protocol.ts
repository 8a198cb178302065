import type { LoadReport, SessionSettings } from './embedding-session.js';

/** Messages between the main thread and the thread that holds the model. */
export type WorkerRequest = { type: 'embed'; id: number; texts: readonly string[] };

export type WorkerAnswer =
  | { type: 'ready'; report: LoadReport }
  | { type: 'failed'; message: string; name: string }
  | { type: 'vectors'; id: number; vectors: Float32Array }
  | { type: 'error'; id: number; message: string };

export type WorkerSettings = SessionSettings;
