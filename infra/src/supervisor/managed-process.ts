import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

export type ManagedProcessOptions = {
  name: string;
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  /**
   * Restart when it exits on its own (services, PostgreSQL, Redis: what an orchestrator would
   * restart); one-shot tasks say false.
   */
  restart: boolean;
  /** Where the current pid is written while the process runs (operators and tests signal it). */
  pidFile?: string;
  writeLine: (line: string) => void;
};

export type ManagedProcess = {
  name: string;
  pid(): number | undefined;
  /** Last resort when the supervisor itself is going down abruptly. */
  kill(): void;
  /** Resolves when the process has started at least once and not yet exited. */
  running(): boolean;
  /** Resolves with the exit code of the first run (for one-shot tasks). */
  firstExit: Promise<number>;
  stop(timeoutMs: number): Promise<void>;
};

/**
 * One child process under the supervisor: its output is prefixed line by line, every exit is
 * written down with its code or signal, and a process that crashes is started again after a
 * short, growing pause, as an orchestrator would do.
 */
export function startManagedProcess(options: ManagedProcessOptions): ManagedProcess {
  let child: ChildProcess | undefined;
  let stopping = false;
  let restarts = 0;
  let launches = 0;
  let resolveFirstExit: (code: number) => void = () => undefined;
  const firstExit = new Promise<number>((resolve) => {
    resolveFirstExit = resolve;
  });

  const launch = () => {
    const startedAt = Date.now();
    // Its own process group: a terminal's Ctrl-C reaches only the supervisor, which then stops
    // everything in order instead of every process at once.
    const current = spawn(options.command, options.args, {
      env: options.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    child = current;
    if (options.pidFile && current.pid) writeFileSync(options.pidFile, `${current.pid}\n`);
    if (launches > 0) options.writeLine(`started again (pid ${String(current.pid)})`);
    launches += 1;
    for (const stream of [current.stdout, current.stderr]) {
      createInterface({ input: stream }).on('line', options.writeLine);
    }
    current.on('error', (error) => {
      options.writeLine(`could not start ${options.command}: ${error.message}`);
    });
    current.on('exit', (code, signal) => {
      resolveFirstExit(code ?? 1);
      if (options.pidFile) rmSync(options.pidFile, { force: true });
      const how = signal ?? `code ${String(code)}`;
      if (stopping || !options.restart) {
        options.writeLine(stopping ? `stopped (${how})` : `exited (${how})`);
        return;
      }
      // A process that ran for a while gets restarted soon; one that keeps crashing waits longer.
      restarts = Date.now() - startedAt > 30_000 ? 0 : restarts + 1;
      const delay = Math.min(500 * 2 ** restarts, 10_000);
      options.writeLine(`exited (${how}); restarting in ${delay} ms`);
      setTimeout(() => {
        if (!stopping) launch();
      }, delay);
    });
  };
  launch();

  return {
    name: options.name,
    pid: () => child?.pid,
    kill: () => {
      stopping = true;
      child?.kill('SIGKILL');
    },
    running: () => child !== undefined && child.exitCode === null && child.signalCode === null,
    firstExit,
    async stop(timeoutMs) {
      stopping = true;
      const current = child;
      if (!current || current.exitCode !== null || current.signalCode !== null) return;
      const exited = new Promise<void>((resolve) =>
        current.once('exit', () => {
          resolve();
        }),
      );
      current.kill('SIGTERM');
      const timer = setTimeout(() => current.kill('SIGKILL'), timeoutMs);
      await exited;
      clearTimeout(timer);
    },
  };
}
