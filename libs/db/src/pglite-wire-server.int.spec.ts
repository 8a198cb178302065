import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres.js';

describe('the embedded PostgreSQL wire server', () => {
  let server: EmbeddedPostgres;

  beforeAll(async () => {
    server = await startEmbeddedPostgres({ dataDir: 'memory://', port: 0 });
    const setup = new pg.Client({ connectionString: server.url });
    await setup.connect();
    await setup.query('create table notes (id int primary key, body text)');
    await setup.end();
  });
  afterAll(async () => {
    await server.stop();
  });

  it('keeps every connection’s parameterised queries apart when they run at once', async () => {
    const clients = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const client = new pg.Client({ connectionString: server.url });
        await client.connect();
        return client;
      }),
    );
    // Each query is Parse/Bind/Execute/Sync with the unnamed statement: interleaved batches would
    // bind one client's parameters to another's statement.
    const results = await Promise.all(
      clients.flatMap((client, c) =>
        Array.from({ length: 20 }, (_, i) =>
          client
            .query<{ echo: string; n: number }>('select $1::text as echo, $2::int * 2 as n', [
              `c${String(c)}-${String(i)}`,
              i,
            ])
            .then(({ rows }) => rows[0]),
        ),
      ),
    );
    expect(results).toEqual(
      clients.flatMap((_, c) =>
        Array.from({ length: 20 }, (__, i) => ({ echo: `c${String(c)}-${String(i)}`, n: i * 2 })),
      ),
    );
    await Promise.all(clients.map((client) => client.end()));
  });

  it('rolls back the transaction of a client that vanished, and the others carry on', async () => {
    const doomed = new pg.Client({ connectionString: server.url });
    doomed.on('error', () => undefined);
    await doomed.connect();
    await doomed.query('begin');
    await doomed.query('insert into notes values (1, $1)', ['never committed']);
    // The process dies mid-transaction: its socket closes without COMMIT or ROLLBACK.
    (doomed as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();

    const other = new pg.Client({ connectionString: server.url });
    await other.connect();
    await other.query('insert into notes values (2, $1)', ['kept']);
    const { rows } = await other.query<{ id: number }>('select id from notes order by id');
    expect(rows.map((row) => row.id)).toEqual([2]);
    await other.end();
  });
});
