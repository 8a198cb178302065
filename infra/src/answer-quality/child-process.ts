/** A built SiteSage process started as `npm start` would, its output kept for error messages. */
import { spawn } from 'node:child_process';
import { waitForPort } from '@sitesage/testing';

export type Child = {
  name: string;
  exited: Promise<number | null>;
  output(): string;
  running(): boolean;
  stop(): Promise<void>;
};

export function startChild(name: string, script: string, args: string[], env: NodeJS.ProcessEnv): Child {
  const child = spawn(process.execPath, [script, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    name,
    exited,
    output: () => output,
    running,
    async stop() {
      if (!running()) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Resolves once `pattern` shows in the child's output; fails when it exits first or time runs out. */
export async function waitForOutput(child: Child, pattern: RegExp, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!pattern.test(child.output())) {
    if (!child.running()) throw new Error(`${child.name} exited while starting:\n${child.output()}`);
    if (Date.now() > deadline)
      throw new Error(`${child.name} not ready in ${String(timeoutMs)} ms:\n${child.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Resolves once the child listens on `port`; fails with its output when it exits first. */
export async function waitUntilListening(child: Child, port: number, timeoutMs = 60_000): Promise<void> {
  const exited = child.exited.then((code) => {
    throw new Error(`${child.name} exited (code ${String(code)}) while starting:\n${child.output()}`);
  });
  await Promise.race([waitForPort(port, timeoutMs), exited]);
}
