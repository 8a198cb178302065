// eslint-disable-next-line no-restricted-imports -- a loopback database server, not a fetch of anyone's URL
import { createServer, type Server, type Socket } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';

/**
 * Serves one PGlite over the PostgreSQL wire protocol to many connections.
 *
 * PGlite is a single session, so two things must never interleave between connections:
 * - an extended-query batch (Parse/Bind/Describe/Execute … Sync): its unnamed statement and
 *   portal live in the one session until Sync, so another connection's Parse in between would
 *   replace them ("portal does not exist", wrong parameters, or silently wrong rows);
 * - a transaction: once a connection's batch leaves the session inside BEGIN, only that
 *   connection runs until it commits or rolls back.
 * pglite-socket 0.2.17 queues single messages and so interleaves batches
 * (electric-sql/pglite#1046); this server queues whole batches instead.
 */
export type PgliteWireServer = { port: number; stop(): Promise<void> };

const sslRequestCode = 80877103;
const cancelRequestCode = 80877102;
const protocolVersion3 = 196608;
/** Messages after which the backend answers and waits: the end of a batch. */
const batchEnds = new Set(['S', 'Q', 'H']);

type Batch = { connection: Connection; bytes: Uint8Array };
type Connection = {
  id: number;
  socket: Socket;
  pending: Buffer;
  batch: Buffer[];
  started: boolean;
  /** The client went away; a transaction it left open is rolled back through the queue. */
  closed: boolean;
};

/** A simple-query ROLLBACK message ('Q', length, text, NUL). */
function rollbackMessage(): Uint8Array {
  const text = Buffer.from('ROLLBACK\0', 'utf8');
  const message = Buffer.alloc(5 + text.length);
  message.write('Q', 0, 'ascii');
  message.writeInt32BE(4 + text.length, 1);
  text.copy(message, 5);
  return message;
}

export async function startPgliteWireServer(
  db: PGlite,
  { host, port, maxConnections }: { host: string; port: number; maxConnections: number },
): Promise<PgliteWireServer> {
  const queue: Batch[] = [];
  let running = false;
  /** The connection whose transaction is open, if any: only its batches may run. */
  let owner: Connection | undefined;
  let nextId = 1;
  const sockets = new Set<Socket>();

  const run = async () => {
    if (running) return;
    running = true;
    try {
      while (queue.length > 0) {
        const index = owner ? queue.findIndex((batch) => batch.connection === owner) : 0;
        if (index === -1) break; // the transaction's owner has nothing queued yet: everyone waits
        const [batch] = queue.splice(index, 1);
        if (!batch) break;
        const { socket } = batch.connection;
        await db.runExclusive(() =>
          db.execProtocolRawStream(batch.bytes, {
            onRawData: (data) => {
              if (socket.writable) socket.write(data);
            },
          }),
        );
        owner = db.isInTransaction() ? batch.connection : undefined;
        // Its client is gone (killed mid-transaction): roll back next, or everyone waits forever.
        if (owner?.closed && !queue.some((next) => next.connection === owner)) {
          queue.unshift({ connection: owner, bytes: rollbackMessage() });
        }
      }
    } finally {
      running = false;
    }
  };

  const enqueue = (connection: Connection, bytes: Uint8Array) => {
    queue.push({ connection, bytes });
    run().catch((error: unknown) => {
      connection.socket.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  };

  /** A connection that goes away inside its transaction must not hold everyone else forever. */
  const release = (connection: Connection) => {
    connection.closed = true;
    for (let i = queue.length - 1; i >= 0; i -= 1)
      if (queue[i]?.connection === connection) queue.splice(i, 1);
    // Through the queue, never around it: a batch of this connection may be running right now.
    if (owner === connection) enqueue(connection, rollbackMessage());
  };

  const onData = (connection: Connection, data: Buffer) => {
    connection.pending = connection.pending.length ? Buffer.concat([connection.pending, data]) : data;
    for (;;) {
      const pending = connection.pending;
      if (!connection.started) {
        // Startup phase: length-prefixed messages without a type byte.
        if (pending.length < 8) return;
        const length = pending.readInt32BE(0);
        if (pending.length < length) return;
        const code = pending.readInt32BE(4);
        connection.pending = pending.subarray(length);
        if (code === sslRequestCode) {
          connection.socket.write('N');
          continue;
        }
        if (code === cancelRequestCode) {
          connection.socket.end();
          return;
        }
        if (code === protocolVersion3) {
          connection.started = true;
          enqueue(connection, pending.subarray(0, length));
          continue;
        }
        connection.socket.destroy();
        return;
      }
      if (pending.length < 5) return;
      const length = 1 + pending.readInt32BE(1);
      if (pending.length < length) return;
      const message = pending.subarray(0, length);
      connection.pending = pending.subarray(length);
      const type = String.fromCharCode(message[0] ?? 0);
      if (type === 'X') {
        connection.socket.end();
        return;
      }
      connection.batch.push(message);
      if (batchEnds.has(type)) {
        enqueue(connection, Buffer.concat(connection.batch));
        connection.batch = [];
      }
    }
  };

  const server: Server = createServer((socket) => {
    if (sockets.size >= maxConnections) {
      socket.destroy();
      return;
    }
    sockets.add(socket);
    socket.setNoDelay(true);
    const connection: Connection = {
      id: nextId++,
      socket,
      pending: Buffer.alloc(0),
      batch: [],
      started: false,
      closed: false,
    };
    socket.on('data', (data: Buffer) => {
      onData(connection, data);
    });
    socket.on('error', () => {
      socket.destroy();
    });
    socket.on('close', () => {
      sockets.delete(socket);
      release(connection);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      resolve();
    });
  });
  const address = server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  return {
    port: boundPort,
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      });
    },
  };
}
