import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { hashingEmbeddingEnv } from '@sitesage/testing';

/**
 * An ingestion-worker as a real child process (src/worker.ts run from source), so a test can kill
 * it with SIGKILL or SIGTERM the way an orchestrator would. Workspace libraries resolve to their
 * TypeScript sources through the `source` export condition, and the files folder's module hooks
 * transpile every .ts module on load, as the sandboxed parser's worker threads already do.
 */
export type WorkerProcess = {
  pid: number;
  /** Everything the process wrote (pino JSON lines on stdout, anything else on stderr). */
  output: string[];
  /** Resolves once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  isRunning(): boolean;
  /** Resolves when a line of output matches, rejects if the process ends first. */
  waitForOutput(pattern: RegExp): Promise<void>;
  kill(signal: NodeJS.Signals): void;
};

const loader = new URL('../src/domain/files/ts-source-loader.mjs', import.meta.url).href;
const entry = fileURLToPath(new URL('../src/worker.ts', import.meta.url));
const register = `import { register } from 'node:module'; register(${JSON.stringify(loader)});`;

/** Starts `src/worker.ts` with exactly `env` (plus PATH), resolving once it says it is ready. */
export async function startWorkerProcess(env: Record<string, string>): Promise<WorkerProcess> {
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', `data:text/javascript,${encodeURIComponent(register)}`, entry],
    {
      env: { PATH: process.env.PATH ?? '', ...hashingEmbeddingEnv, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const output: string[] = [];
  const listeners = new Set<() => void>();
  let running = true;
  const record = (chunk: Buffer) => {
    output.push(...chunk.toString().split('\n').filter(Boolean));
    for (const listener of listeners) listener();
  };
  child.stdout.on('data', record);
  child.stderr.on('data', record);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      running = false;
      for (const listener of listeners) listener();
      resolve({ code, signal });
    });
  });

  const waitForOutput = (pattern: RegExp) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (output.some((line) => pattern.test(line))) {
          listeners.delete(check);
          resolve();
        } else if (!running) {
          listeners.delete(check);
          reject(new Error(`worker exited before printing ${String(pattern)}:\n${output.join('\n')}`));
        }
      };
      listeners.add(check);
      check();
    });

  const worker: WorkerProcess = {
    pid: child.pid ?? 0,
    output,
    exited,
    isRunning: () => running,
    waitForOutput,
    kill(signal) {
      if (running) child.kill(signal);
    },
  };
  await waitForOutput(/ingestion worker ready/);
  return worker;
}
