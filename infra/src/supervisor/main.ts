import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadSupervisorConfig } from '../config.js';
import { devSecrets } from './dev-secrets.js';
import { formatLine, prefixFor } from './log-lines.js';
import { startManagedProcess, type ManagedProcess } from './managed-process.js';
import { findOrInstallRedis } from './redis-binary.js';
import { portInUse, waitUntilListening } from './wait-until-listening.js';

/** The gRPC services in port order; `GRPC_PORT_BASE + index` is each one's port. */
const services = ['auth', 'projects', 'chat', 'ingestion', 'billing', 'integrations'] as const;
const nameWidth = 'ingestion-worker'.length;

const config = loadSupervisorConfig();
const root = resolve(import.meta.dirname, '../../..');
const dataDir = resolve(root, config.dataDir);
const colour = process.stdout.isTTY;
let labelIndex = 0;

function say(line: string) {
  process.stdout.write(`${prefixFor('sitesage', 99, nameWidth, colour)}${line}\n`);
}

function writerFor(name: string) {
  const prefix = prefixFor(name, labelIndex++, nameWidth, colour);
  return (line: string) => process.stdout.write(`${prefix}${formatLine(line, config.prettyLogs)}\n`);
}

const started: ManagedProcess[] = [];
const runDir = join(dataDir, 'run');
const pidFile = (name: string) => join(runDir, `${name}.pid`);
let shuttingDown = false;

/** Stops in the reverse order of starting: gateway, then services, then Redis, then PostgreSQL. */
async function shutdown(code: number) {
  if (shuttingDown) return;
  shuttingDown = true;
  say('stopping …');
  const gateway = started.filter((p) => p.name === 'gateway');
  const grpc = started.filter(
    (p) => (services as readonly string[]).includes(p.name) || p.name === 'ingestion-worker',
  );
  const stores = started.filter((p) => p.name === 'redis' || p.name === 'postgres');
  await Promise.all(gateway.map((p) => p.stop(10_000)));
  await Promise.all(grpc.map((p) => p.stop(15_000)));
  for (const store of stores.reverse()) await store.stop(15_000);
  say('stopped; data kept in ' + dataDir);
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
// Children live in their own process groups; never leave them behind if the supervisor dies.
process.on('exit', () => {
  for (const child of started) if (child.running()) child.kill();
});
process.on('SIGTERM', () => void shutdown(0));

async function main() {
  mkdirSync(runDir, { recursive: true });
  if (await portInUse(config.gatewayPort)) {
    throw new Error(`port ${config.gatewayPort} is already in use; stop what uses it or set PORT`);
  }
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...devSecrets(dataDir, process.env),
    SMS_OUTBOX_FILE: process.env.SMS_OUTBOX_FILE ?? join(dataDir, 'outbox/sms.jsonl'),
    // The local embedding model is built here on first start and loaded from here after.
    EMBEDDING_MODEL_CACHE_DIR: process.env.EMBEDDING_MODEL_CACHE_DIR ?? join(dataDir, 'models'),
    MAIL_OUTBOX_FILE: process.env.MAIL_OUTBOX_FILE ?? join(dataDir, 'outbox/mail.jsonl'),
  };

  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    const postgres = startManagedProcess({
      name: 'postgres',
      pidFile: pidFile('postgres'),
      command: process.execPath,
      args: [
        join(root, 'infra/dist/postgres-main.js'),
        join(dataDir, 'pg'),
        String(config.embeddedPostgresPort),
        ...(config.embeddedPostgresTemplate ? [config.embeddedPostgresTemplate] : []),
      ],
      env,
      // Services wait through the restart: their pools reconnect and health says NOT_SERVING meanwhile.
      restart: true,
      writeLine: writerFor('postgres'),
    });
    started.push(postgres);
    await waitUntilListening(postgres, config.embeddedPostgresPort);
    databaseUrl = `postgres://postgres@127.0.0.1:${config.embeddedPostgresPort}/postgres`;
  }

  let redisUrl = config.redisUrl;
  if (!redisUrl) {
    const redisServer = findOrInstallRedis(say);
    mkdirSync(join(dataDir, 'redis'), { recursive: true });
    const redis = startManagedProcess({
      name: 'redis',
      pidFile: pidFile('redis'),
      command: redisServer,
      args: [
        '--port',
        String(config.embeddedRedisPort),
        '--bind',
        '127.0.0.1',
        '--dir',
        join(dataDir, 'redis'),
        '--appendonly',
        'yes',
        '--appendfsync',
        'everysec',
        '--save',
        '',
        '--maxmemory-policy',
        'noeviction',
      ],
      env,
      // Appendonly: a restarted Redis comes back with everything older than a second.
      restart: true,
      writeLine: writerFor('redis'),
    });
    started.push(redis);
    await waitUntilListening(redis, config.embeddedRedisPort);
    redisUrl = `redis://127.0.0.1:${config.embeddedRedisPort}`;
  }
  env.DATABASE_URL = databaseUrl;
  env.REDIS_URL = redisUrl;

  const grpcPort = (index: number) => config.grpcPortBase + index;
  services.forEach((service, index) => {
    env[`${service.toUpperCase()}_GRPC_URL`] = `127.0.0.1:${grpcPort(index)}`;
  });

  // Each service migrates only its own schema, so the six run side by side: one after another they
  // cost a process start each (about 2 s) before anything answers.
  const migrations = services
    .filter((service) => existsSync(join(root, `services/${service}/dist/migrate.js`)))
    .map(async (service) => {
      const task = startManagedProcess({
        name: service,
        command: process.execPath,
        args: [join(root, `services/${service}/dist/migrate.js`)],
        env,
        restart: false,
        writeLine: writerFor(service),
      });
      return { service, code: await task.firstExit };
    });
  const failed = (await Promise.all(migrations)).filter(({ code }) => code !== 0);
  if (failed.length > 0) {
    const names = failed.map(({ service }) => service).join(', ');
    throw new Error(`migrations of ${names} failed (see above)`);
  }

  const running = services.map((service, index) => {
    const child = startManagedProcess({
      name: service,
      pidFile: pidFile(service),
      command: process.execPath,
      args: [join(root, `services/${service}/dist/main.js`)],
      env: { ...env, GRPC_PORT: String(grpcPort(index)) },
      restart: true,
      writeLine: writerFor(service),
    });
    started.push(child);
    return { child, port: grpcPort(index) };
  });

  // The ingestion pipeline runs in its own process (more of them scale crawling); no port.
  const ingestionWorker = startManagedProcess({
    name: 'ingestion-worker',
    pidFile: pidFile('ingestion-worker'),
    command: process.execPath,
    args: [join(root, 'services/ingestion/dist/worker.js')],
    env,
    restart: true,
    writeLine: writerFor('ingestion-worker'),
  });
  started.push(ingestionWorker);

  const gateway = startManagedProcess({
    name: 'gateway',
    pidFile: pidFile('gateway'),
    command: process.execPath,
    args: [join(root, 'services/gateway/dist/main.js')],
    env: { ...env, PORT: String(config.gatewayPort), WEB_DIST_DIR: join(root, 'web/dist') },
    restart: true,
    writeLine: writerFor('gateway'),
  });
  started.push(gateway);
  // The gateway's gRPC channels connect when first used, so it starts beside the services rather
  // than after them; the product is running once every one of them listens.
  await Promise.all([
    ...running.map(({ child, port }) => waitUntilListening(child, port)),
    waitUntilListening(gateway, config.gatewayPort),
  ]);
  say(`SiteSage is running: http://localhost:${config.gatewayPort}  (Ctrl-C stops everything)`);
}

main().catch(async (error: unknown) => {
  say(`could not start: ${error instanceof Error ? error.message : String(error)}`);
  await shutdown(1);
});
