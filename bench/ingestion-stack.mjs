// The ingestion side of SiteSage as separate processes, started from the BUILT code the way
// `npm start` runs it: embedded PostgreSQL (PGlite, in memory), redis-server, the ingestion
// migrations, the ingestion gRPC service and `workers` ingestion-worker processes. Each process
// is its own OS process so the benchmark can read its CPU time and peak memory.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { freePort, waitForPort } from '@sitesage/testing';

const root = fileURLToPath(new URL('../', import.meta.url));
const built = {
  postgres: `${root}infra/dist/postgres-main.js`,
  migrate: `${root}services/ingestion/dist/migrate.js`,
  service: `${root}services/ingestion/dist/main.js`,
  worker: `${root}services/ingestion/dist/worker.js`,
};

/** A child process whose output is kept for error messages. */
function startChild(name, command, args, env) {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    name,
    pid: child.pid,
    exited,
    output: () => output,
    running: () => child.exitCode === null && child.signalCode === null,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

async function waitForOutput(child, pattern, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!pattern.test(child.output())) {
    if (!child.running()) throw new Error(`${child.name} exited while starting:\n${child.output()}`);
    if (Date.now() > deadline)
      throw new Error(`${child.name} not ready in ${timeoutMs} ms:\n${child.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * `env` is added to every SiteSage process (CRAWL_ALLOW_HOSTS, CRAWL_HOST_CONCURRENCY, …).
 * `databaseUrl`: an empty PostgreSQL with pgvector to use instead of starting PGlite (then
 * `processes.postgres` is undefined: that server is not ours to stop).
 * Returns the gRPC target, the database and Redis URLs, and the processes by name.
 */
export async function startIngestionStack({ workers, env, databaseUrl }) {
  for (const file of Object.values(built)) {
    if (!existsSync(file)) throw new Error(`${file} is missing: build first (npm run build:services)`);
  }
  const started = [];
  const stop = async () => {
    // Workers and service first (they finish jobs in hand), then Redis, then PostgreSQL.
    for (const child of [...started].reverse()) await child.stop();
  };
  try {
    const pgPort = databaseUrl ? undefined : await freePort();
    const postgres = pgPort
      ? startChild('PGlite', process.execPath, [built.postgres, 'memory://', String(pgPort)], {
          PATH: process.env.PATH,
        })
      : undefined;
    if (postgres) started.push(postgres);
    const redisPort = await freePort();
    const redis = startChild(
      'redis',
      'redis-server',
      // The production settings that matter here: in memory, no eviction of queued jobs.
      [
        ...['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        ...['--maxmemory-policy', 'noeviction'],
      ],
      { PATH: process.env.PATH },
    );
    started.push(redis);
    await Promise.all([pgPort ? waitForPort(pgPort, 30_000) : undefined, waitForPort(redisPort, 10_000)]);

    const grpcPort = await freePort();
    const serviceEnv = {
      PATH: process.env.PATH,
      DATABASE_URL: databaseUrl ?? `postgres://postgres@127.0.0.1:${pgPort}/postgres`,
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      GRPC_PORT: String(grpcPort),
      LOG_LEVEL: 'warn',
      ...env,
    };
    const migrate = startChild('migrate', process.execPath, [built.migrate], serviceEnv);
    if ((await migrate.exited) !== 0) throw new Error(`ingestion migrations failed:\n${migrate.output()}`);

    const service = startChild('service', process.execPath, [built.service], serviceEnv);
    started.push(service);
    await waitForPort(grpcPort, 30_000);

    const workerProcesses = [];
    for (let i = 0; i < workers; i += 1) {
      // Info level for the one line that says the worker listens to its queues; the pipeline
      // itself logs nothing below warn while pages succeed, so the crawl is logged as at warn.
      const worker = startChild(`worker ${i + 1}`, process.execPath, [built.worker], {
        ...serviceEnv,
        LOG_LEVEL: 'info',
      });
      started.push(worker);
      workerProcesses.push(worker);
    }
    await Promise.all(workerProcesses.map((worker) => waitForOutput(worker, /ingestion worker ready/)));

    return {
      grpcTarget: `127.0.0.1:${grpcPort}`,
      databaseUrl: serviceEnv.DATABASE_URL,
      redisUrl: serviceEnv.REDIS_URL,
      processes: { postgres, redis, service, workers: workerProcesses },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
