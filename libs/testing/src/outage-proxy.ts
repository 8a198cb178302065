import { connect, createServer, type Server, type Socket } from 'node:net';

export type OutageProxy = {
  port: number;
  /** New connections are refused; open ones carry on (a server shutting down). */
  refuse(): Promise<void>;
  /** The server goes away: every open connection is cut and new ones are refused. */
  cut(): Promise<void>;
  /** The server is back on the same address. */
  restore(): Promise<void>;
  stop(): Promise<void>;
};

/**
 * A TCP relay in front of a server a test must not stop (a shared PostgreSQL, say), so the test
 * can take it away from the process under test and bring it back, as a crash and restart would.
 */
export async function startOutageProxy(target: { host: string; port: number }): Promise<OutageProxy> {
  const sockets = new Set<Socket>();
  let server: Server | undefined;

  const relay = (client: Socket) => {
    const upstream = connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.setNoDelay(true);
      // Either side failing ends both, as a lost server does for its client.
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
  };

  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const next = createServer(relay);
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        server = next;
        const address = next.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });

  const refuse = () => {
    // close() stops listening at once; its callback would wait for the open connections.
    server?.close();
    server = undefined;
    return Promise.resolve();
  };
  const close = async () => {
    await refuse();
    for (const socket of sockets) socket.destroy();
    sockets.clear();
  };

  const port = await listen(0);
  return {
    port,
    refuse,
    cut: close,
    async restore() {
      if (!server) await listen(port);
    },
    stop: close,
  };
}
