import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@sitesage/testing';
import { stackClusterTemplateFile } from './stack-cluster-template.js';

// The repository root: the same distance from src/ and dist/.
const root = fileURLToPath(new URL('../../', import.meta.url));

export type LocalStack = {
  baseUrl: string;
  dataDir: string;
  /** The database every service of this stack uses (for operator tools run beside it). */
  databaseUrl: string;
  /** Everything the supervisor printed so far. */
  output(): string;
  /** The codes the console SMS provider wrote, newest last. */
  outbox(): { to: string; code: string; purpose: string; at: string }[];
  /** The e-mails auth wrote to its outbox (no SMTP server configured), newest last. */
  mailOutbox(): { to: string; subject: string; text: string; kind: string; at: string }[];
  pidOf(process: string): number;
  waitForHealthy(timeoutMs?: number): Promise<void>;
  /** Ctrl-C and `npm start` again, on the same data folder and ports. */
  restart(): Promise<void>;
  stop(): Promise<void>;
};

/** What a line of a JSON-lines outbox file of the data folder holds, oldest first. */
function readJsonLines<T>(file: string): T[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as T);
}

/** The codes the console SMS provider of the stack in `dataDir` wrote, newest last. */
export function smsOutboxOf(dataDir: string): ReturnType<LocalStack['outbox']> {
  return readJsonLines(join(dataDir, 'outbox/sms.jsonl'));
}

/** The e-mails auth of the stack in `dataDir` wrote to its outbox, newest last. */
export function mailOutboxOf(dataDir: string): ReturnType<LocalStack['mailOutbox']> {
  return readJsonLines(join(dataDir, 'outbox/mail.jsonl'));
}

/**
 * A block of `count` consecutive free ports (the supervisor gives services base+0 … base+5).
 * Chosen below Linux's ephemeral range (32768 and up by default): a port there can be taken by any
 * outgoing connection between this check and the service binding it, which made a service of a
 * busy machine's stack fail with EADDRINUSE.
 */
async function freePortBlock(count: number): Promise<number> {
  const lowest = 20_000;
  const belowEphemeral = 32_768;
  for (let attempt = 0; attempt < 20; attempt++) {
    const base = lowest + Math.floor(Math.random() * (belowEphemeral - lowest - count));
    const { createServer } = await import('node:net');
    const free = await Promise.all(
      Array.from(
        { length: count },
        (_, i) =>
          new Promise<boolean>((resolve) => {
            const server = createServer();
            server.once('error', () => {
              resolve(false);
            });
            server.listen(base + i, '127.0.0.1', () =>
              server.close(() => {
                resolve(true);
              }),
            );
          }),
      ),
    );
    if (free.every(Boolean)) return base;
  }
  throw new Error('no block of free ports found');
}

/**
 * Starts the whole product the way `npm start` does (the built supervisor: embedded PostgreSQL,
 * redis-server, every service and the gateway), in a temporary data folder on free ports.
 */
type Supervisor = { output(): string; stop(): Promise<void> };

/** Runs the built supervisor with this environment until it says the product is running. */
async function launchSupervisor(env: NodeJS.ProcessEnv): Promise<Supervisor> {
  const child = spawn(process.execPath, [join(root, 'infra/dist/supervisor/main.js')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      resolve();
    }),
  );

  const deadline = Date.now() + 120_000;
  while (!output.includes('SiteSage is running')) {
    if (child.exitCode !== null) throw new Error(`the stack exited while starting:\n${output}`);
    if (Date.now() > deadline) throw new Error(`the stack did not start in 120 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    output: () => output,
    async stop() {
      // What Ctrl-C does: the supervisor stops everything in order.
      child.kill('SIGINT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * Starts the whole product the way `npm start` does (the built supervisor: embedded PostgreSQL,
 * redis-server, every service and the gateway), in a temporary data folder on free ports.
 */
export async function startLocalStack(extraEnv: Record<string, string> = {}): Promise<LocalStack> {
  if (!existsSync(join(root, 'web/dist/index.html'))) throw new Error('build first: npm run build');
  const dataDir = mkdtempSync(join(tmpdir(), 'sitesage-e2e-'));
  // A test may choose the port, when something outside must know the address first (Meta's redirect).
  const port = extraEnv.PORT === undefined ? await freePort() : Number(extraEnv.PORT);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    GRPC_PORT_BASE: String(await freePortBlock(6)),
    PG_EMBEDDED_PORT: String(await freePort()),
    PG_EMBEDDED_TEMPLATE: await stackClusterTemplateFile(root),
    REDIS_EMBEDDED_PORT: String(await freePort()),
    PASSWORD_SCRYPT_COST: '14',
    PRETTY_LOGS: 'false',
    LOG_LEVEL: 'info',
    // The product's default (semantic) embedder, built once per checkout rather than once per
    // temporary data folder (see sharedModelCacheDir in libs/testing).
    EMBEDDING_MODEL_CACHE_DIR: join(root, 'node_modules/.cache/sitesage-models'),
    ...extraEnv,
  };
  let supervisor = await launchSupervisor(env);

  const baseUrl = `http://127.0.0.1:${port}`;
  const stack: LocalStack = {
    baseUrl,
    dataDir,
    databaseUrl: env.DATABASE_URL ?? `postgres://postgres@127.0.0.1:${env.PG_EMBEDDED_PORT ?? ''}/postgres`,
    output: () => supervisor.output(),
    outbox: () => smsOutboxOf(dataDir),
    mailOutbox: () => mailOutboxOf(dataDir),
    pidOf(name) {
      return Number(readFileSync(join(dataDir, 'run', `${name}.pid`), 'utf8').trim());
    },
    // 90 s: right after the supervisor says "running", a 2-core machine busy with another stack's
    // teardown can take well over 30 s before every service answers its first health check.
    async waitForHealthy(timeoutMs = 90_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const response = await fetch(`${baseUrl}/api/v1/health`).catch(() => undefined);
        if (response?.status === 200) return;
        if (Date.now() > until) {
          const body = (await response?.text()) ?? 'no answer from the gateway';
          throw new Error(
            `not healthy after ${timeoutMs} ms: ${body}\n${linesOfUnhealthy(body, supervisor.output())}`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    },
    async restart() {
      await supervisor.stop();
      supervisor = await launchSupervisor(env);
    },
    async stop() {
      await supervisor.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return stack;
}

/**
 * The last lines each service that is not SERVING printed, so a failed start names its cause
 * instead of only "DOWN".
 */
function linesOfUnhealthy(healthBody: string, output: string): string {
  let services: Record<string, string> = {};
  try {
    services = (JSON.parse(healthBody) as { services?: Record<string, string> }).services ?? {};
  } catch {
    // Not the health JSON: show the supervisor's tail instead.
  }
  const down = Object.entries(services)
    .filter(([, status]) => status !== 'SERVING')
    .map(([name]) => name);
  const lines = output.split('\n');
  if (down.length === 0) return lines.slice(-40).join('\n');
  return down
    .map((name) =>
      lines
        .filter((line) => line.startsWith(`[${name}]`))
        .slice(-20)
        .join('\n'),
    )
    .join('\n');
}
