/**
 * A loopback server that must never be reached: SSRF tests point redirects, sitemaps and typed
 * URLs at it and assert `hits() === 0`. It counts TCP connections, not only HTTP requests, so a
 * `gopher://` probe or a half-sent request still shows up.
 */
import { createServer } from 'node:http';
import { closeServer, listenOnLoopback } from './loopback-server.js';

export type CanaryServer = {
  /** `http://{address}:{port}/` */
  url: string;
  port: number;
  /** Connections opened to the canary (every request needs one). */
  hits(): number;
  /** Request targets received, for the failure message. */
  readonly requests: readonly string[];
  close(): Promise<void>;
};

export async function startCanaryServer(options: { address?: string } = {}): Promise<CanaryServer> {
  const { address = '127.0.0.1' } = options;
  let connections = 0;
  const requests: string[] = [];
  const server = createServer((req, res) => {
    requests.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end('CANARY: this request should never have been made.');
  });
  server.on('connection', () => {
    connections += 1;
  });
  // Not HTTP at all (gopher, raw TCP): counted by the connection listener, then dropped quietly.
  server.on('clientError', (_error, socket) => {
    socket.destroy();
  });
  const port = await listenOnLoopback(server, address);
  const host = address.includes(':') ? `[${address}]` : address;
  return {
    url: `http://${host}:${port}/`,
    port,
    hits: () => connections,
    requests,
    close: () => closeServer(server),
  };
}
