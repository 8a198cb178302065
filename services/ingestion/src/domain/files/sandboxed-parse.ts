import { Worker } from 'node:worker_threads';

import type { FileKind } from './file-kind.fns.js';
import { FileParseError } from './file-parse-error.js';
import { defaultParseLimits, type ParsedFile } from './parsed-file.types.js';
import { sandboxRefusals, type ParseJob, type ParseOutcome } from './sandbox-protocol.js';

export type SandboxOptions = {
  /** The worker is terminated after this long (C5: a parse is killed at 60 s at most). */
  timeoutMs?: number;
  /** V8 old-generation heap of the worker; exceeding it ends the worker, not the service. */
  maxMemoryMb?: number;
  maxPages?: number;
  maxCsvRows?: number;
};

export const defaultSandboxOptions = { timeoutMs: 60_000, maxMemoryMb: 256 } as const;

/**
 * `parseFileContent` in a fresh worker thread with its own heap limit and a deadline, so a file
 * built to make a parser spin or balloon costs one terminated thread: the service, and the files
 * of other owners parsed next to it, are untouched. Rejects with a FileParseError whose reason
 * can be shown to the owner.
 */
export function parseFileSandboxed(
  bytes: Uint8Array,
  kind: FileKind,
  fileName: string,
  options: SandboxOptions = {},
): Promise<ParsedFile> {
  const { timeoutMs, maxMemoryMb } = { ...defaultSandboxOptions, ...options };
  const job: ParseJob = {
    bytes,
    kind,
    fileName,
    limits: {
      maxPages: options.maxPages ?? defaultParseLimits.maxPages,
      maxCsvRows: options.maxCsvRows ?? defaultParseLimits.maxCsvRows,
    },
  };
  const entry = workerEntry();
  const worker = new Worker(entry.url, {
    workerData: job,
    execArgv: entry.execArgv,
    resourceLimits: { maxOldGenerationSizeMb: maxMemoryMb },
  });

  return new Promise<ParsedFile>((resolve, reject) => {
    let settled = false;
    const settle = (outcome: ParseOutcome | FileParseError): void => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      // The worker may still hold pdfjs handles after answering; it is not needed any more.
      void worker.terminate();
      if (outcome instanceof FileParseError) reject(outcome);
      else if (outcome.ok) resolve(outcome.parsed);
      else reject(new FileParseError(outcome.reason, { cause: outcome.detail }));
    };
    const deadline = setTimeout(() => {
      settle(new FileParseError(sandboxRefusals.timeout(timeoutMs)));
    }, timeoutMs);

    worker.once('message', (outcome: ParseOutcome) => {
      settle(outcome);
    });
    worker.once('error', (error: Error & { code?: string }) => {
      const reason =
        error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? sandboxRefusals.memory : sandboxRefusals.crashed;
      settle(new FileParseError(reason, { cause: error }));
    });
    worker.once('exit', () => {
      settle(new FileParseError(sandboxRefusals.crashed));
    });
  });
}

/**
 * The compiled service runs parse-file.worker.js next to this file in dist/. Run from source (under
 * vitest, where this module's own URL ends in .ts) there is no .js to start, and a worker thread
 * does not inherit vitest's transform, so the .ts entry is started with module hooks that
 * transpile this folder on load (see ts-source-loader.mjs).
 */
function workerEntry(): { url: URL; execArgv: string[] } {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return { url: new URL('./parse-file.worker.js', here), execArgv: [] };
  const loader = new URL('./ts-source-loader.mjs', here).href;
  const register = `import { register } from 'node:module'; register(${JSON.stringify(loader)});`;
  return {
    url: new URL('./parse-file.worker.ts', here),
    execArgv: ['--import', `data:text/javascript,${encodeURIComponent(register)}`],
  };
}
