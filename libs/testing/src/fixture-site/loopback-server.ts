/** Listening on and closing loopback test servers. */
import type { Server } from 'node:http';

export async function listenOnLoopback(server: Server, address = '127.0.0.1'): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, address, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const bound = server.address();
  if (bound === null || typeof bound === 'string') throw new Error('The test server has no TCP port.');
  return bound.port;
}

/** Closes at once, cutting the connections a test left open (keep-alive, endless bodies). */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => {
      resolve();
    });
  });
}
