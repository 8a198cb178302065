import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';

/**
 * Connections kept open between requests of one caller (e.g. a batch of conditional requests to
 * one site), so a run of small requests does not pay a TCP (and TLS) handshake each. At most one
 * connection per host at a time: a caller that holds one politeness slot uses one connection.
 *
 * The egress rules still hold: every new connection resolves its name through the guarded lookup
 * at connect time, and a reused connection is re-checked against the address it is connected to
 * (safe-fetch.ts). A connection's address cannot change while it is open, so DNS rebinding cannot
 * move a kept connection; a name that turned private is refused on the next new connection.
 */
export type KeptAliveConnections = {
  /** The pool for this scheme; only safe-fetch.ts uses it. */
  agentFor(protocol: string): HttpAgent;
  /** Closes every kept connection; the pool is not used after this. */
  close(): void;
};

export function keepConnectionsAlive(): KeptAliveConnections {
  // A short idle limit: the pool belongs to one batch, and a site must not be held open for long.
  const options = { keepAlive: true, maxSockets: 1, maxFreeSockets: 1, timeout: 30_000 };
  const http = new HttpAgent(options);
  const https = new HttpsAgent(options);
  return {
    agentFor: (protocol) => (protocol === 'https:' ? https : http),
    close() {
      http.destroy();
      https.destroy();
    },
  };
}
