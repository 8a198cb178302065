import type { FileKind } from './file-kind.fns.js';
import type { ParsedFile, ParseLimits } from './parsed-file.types.js';

/** What the parent hands the parse worker (copied, never shared). */
export type ParseJob = { bytes: Uint8Array; kind: FileKind; fileName: string; limits: ParseLimits };

/** What the parse worker posts back; `detail` is an unexpected error's message, for logs only. */
export type ParseOutcome = { ok: true; parsed: ParsedFile } | { ok: false; reason: string; detail?: string };

export const sandboxRefusals = {
  timeout: (timeoutMs: number) => `The file took too long to read (over ${duration(timeoutMs)}).`,
  memory: 'The file needs more memory to read than allowed.',
  crashed: 'The file could not be read: the reader stopped unexpectedly.',
  unexpected: 'The file could not be read.',
} as const;

function duration(ms: number): string {
  return ms >= 1000 ? `${Math.round(ms / 1000)} s` : `${ms} ms`;
}
