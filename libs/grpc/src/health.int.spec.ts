import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '@sitesage/logger';
import { startGrpcServer, type GrpcServer } from './grpc-server.js';
import { createHealthProbe, type HealthProbe } from './health-client.js';
import type { DependencyCheck } from './dependency-watch.js';

/** A dependency the test switches: answering, failing, or hanging without an answer. */
function switchableDependency() {
  let mode: 'answers' | 'fails' | 'hangs' = 'answers';
  let release: () => void = () => undefined;
  let asked = 0;
  const check: DependencyCheck = () => {
    asked += 1;
    if (mode === 'answers') return Promise.resolve();
    if (mode === 'fails') return Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
    return new Promise<void>((resolve) => {
      release = resolve;
    });
  };
  return {
    check,
    asked: () => asked,
    set(next: typeof mode) {
      mode = next;
      if (next === 'answers') release();
    },
  };
}

function captureLogs(lines: string[]) {
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return createLogger({ service: 'health-test', level: 'info', destination });
}

const open: { server: GrpcServer; probes: HealthProbe[] }[] = [];

async function serve(check: DependencyCheck, intervalMs: number, logs: string[] = []) {
  const server = await startGrpcServer({
    host: '127.0.0.1',
    port: 0,
    log: captureLogs(logs),
    services: [],
    dependencies: { intervalMs, checks: { database: check } },
  });
  server.markServing();
  const target = `127.0.0.1:${String(server.port)}`;
  const overall = createHealthProbe(target);
  const liveness = createHealthProbe(target, 'liveness');
  open.push({ server, probes: [overall, liveness] });
  return { server, overall, liveness };
}

afterEach(async () => {
  for (const { server, probes } of open.splice(0)) {
    for (const probe of probes) probe.close();
    await server.shutdown(100);
  }
});

describe('gRPC health with a watched dependency', () => {
  it('says NOT_SERVING while the database cannot answer, SERVING again once it does, and logs both', async () => {
    const database = switchableDependency();
    const logs: string[] = [];
    const { overall, liveness } = await serve(database.check, 50, logs);
    await expect.poll(() => overall.check(1_000)).toBe('SERVING');

    database.set('fails');
    await expect.poll(() => overall.check(1_000)).toBe('NOT_SERVING');
    // The process itself is fine: a liveness probe must not restart it for its database's sake.
    expect(await liveness.check(1_000)).toBe('SERVING');
    expect(logs.join('')).toContain('dependency cannot answer; not serving');
    expect(logs.join('')).toContain('ECONNREFUSED');

    database.set('answers');
    await expect.poll(() => overall.check(1_000)).toBe('SERVING');
    expect(logs.join('')).toContain('dependency answers again; serving');
  });

  it('counts a database that hangs as not answering, without piling up health queries on it', async () => {
    const database = switchableDependency();
    const { overall } = await serve(database.check, 50);
    await expect.poll(() => overall.check(1_000)).toBe('SERVING');

    database.set('hangs');
    await expect.poll(() => overall.check(1_000)).toBe('NOT_SERVING');
    const askedWhileHanging = database.asked();
    // Ten rounds' time: on a slow machine fewer rounds pass, which only makes this check weaker.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await overall.check(1_000)).toBe('NOT_SERVING');
    // Still the one query that hangs: none started beside it.
    expect(database.asked()).toBe(askedWhileHanging);

    database.set('answers');
    await expect.poll(() => overall.check(1_000)).toBe('SERVING');
  });

  it('answers health calls from the last check, never by asking the database per call', async () => {
    const database = switchableDependency();
    const { overall } = await serve(database.check, 60_000);
    await expect.poll(() => overall.check(1_000)).toBe('SERVING');
    const asked = database.asked();
    for (let call = 0; call < 20; call++) expect(await overall.check(1_000)).toBe('SERVING');
    expect(database.asked()).toBe(asked);
  });

  it('says NOT_SERVING to both probes once it is shutting down', async () => {
    const database = switchableDependency();
    const { server, overall, liveness } = await serve(database.check, 50);
    await expect.poll(() => overall.check(1_000)).toBe('SERVING');
    const stopping = server.shutdown(2_000);
    expect(await liveness.check(1_000)).not.toBe('SERVING');
    expect(await overall.check(1_000)).not.toBe('SERVING');
    await stopping;
  });
});
