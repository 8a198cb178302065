/**
 * Entry point of the worker thread `parseFileSandboxed` starts for each file: parses the one file
 * in `workerData` and posts the outcome back. Everything a hostile file can do to a parser
 * (spin, balloon, crash) happens inside this thread, which the parent terminates at will.
 */
import { parentPort, workerData } from 'node:worker_threads';

import { FileParseError } from './file-parse-error.js';
import { parseFileContent } from './parse-file.fns.js';
import { sandboxRefusals, type ParseJob, type ParseOutcome } from './sandbox-protocol.js';

if (parentPort === null) throw new Error('parse-file.worker runs only as a worker thread');
const port = parentPort;
const job = workerData as ParseJob;

let outcome: ParseOutcome;
try {
  outcome = { ok: true, parsed: await parseFileContent(job.bytes, job.kind, job.fileName, job.limits) };
} catch (error) {
  outcome =
    error instanceof FileParseError
      ? { ok: false, reason: error.reason }
      : {
          ok: false,
          reason: sandboxRefusals.unexpected,
          detail: error instanceof Error ? error.message : String(error),
        };
}
port.postMessage(outcome);
