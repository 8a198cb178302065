/**
 * The network as the egress tests show it to the crawler: host names answered by the test (no DNS
 * query leaves the box), a canary on port 80 (the only port besides 443 that a stranger's URL may
 * reach, so only the address rules stand between it and the crawler) and a guard that keeps every
 * connection of this process on loopback. With the guard in place a broken egress rule shows up as
 * a recorded attempt instead of a packet to 10.0.0.10 or to a public address.
 */
import { randomInt } from 'node:crypto';
import { lookup as systemLookup } from 'node:dns';
import { createServer } from 'node:http';
import { isIP, Socket, type LookupFunction } from 'node:net';
import { Queue } from 'bullmq';
import type { ResolvedAddress, Resolver } from '@sitesage/egress';
import { createRedis } from '@sitesage/queue';

/** The addresses of one name at its `call`-th lookup (from 1), so answers may change (rebinding). */
export type NameAnswers = (call: number) => readonly string[];

export const always =
  (...addresses: string[]): NameAnswers =>
  () =>
    addresses;

/** TTL 0 rebinding: the first lookup gets `first`, every later one `then`. */
export const rebinding =
  (first: string, then: string): NameAnswers =>
  (call) =>
    call === 1 ? [first] : [then];

export type TestResolver = {
  lookup: Resolver;
  /** Lookups of this name so far: one per connection the crawler opened or tried to open. */
  calls(name: string): number;
};

/** Answers the names in `names`; any other name does not exist. */
export function createTestResolver(names: Readonly<Record<string, NameAnswers>>): TestResolver {
  const counts = new Map<string, number>();
  return {
    lookup(hostname) {
      const name = hostname.toLowerCase();
      const call = (counts.get(name) ?? 0) + 1;
      counts.set(name, call);
      const answers = names[name];
      if (!answers) {
        return Promise.reject(
          Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }),
        );
      }
      return Promise.resolve(
        answers(call).map((address): ResolvedAddress => ({ address, family: isIP(address) === 6 ? 6 : 4 })),
      );
    },
    calls: (name) => counts.get(name) ?? 0,
  };
}

export type WebPortCanary = {
  /** A loopback address of its own (127.x.y.z), so no other test's port 80 is in the way. */
  address: string;
  /** `http://{address}/` */
  url: string;
  /** TCP connections it accepted. */
  hits(): number;
  close(): Promise<void>;
};

/** A canary on port 80 of a random loopback address; needs root (or CAP_NET_BIND_SERVICE). */
export async function startWebPortCanary(): Promise<WebPortCanary> {
  const address = `127.${String(randomInt(1, 255))}.${String(randomInt(0, 256))}.${String(randomInt(1, 255))}`;
  let connections = 0;
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/plain' });
    response.end('CANARY: this request should never have been made.');
  });
  server.on('connection', () => {
    connections += 1;
  });
  server.on('clientError', (_error, socket) => {
    socket.destroy();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error) => {
      reject(
        new Error(`The port-80 canary could not listen on ${address}:80 (root needed)`, { cause: error }),
      );
    });
    server.listen(80, address, resolve);
  });
  return {
    address,
    url: `http://${address}/`,
    hits: () => connections,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}

export type LoopbackOnly = {
  /** Off-loopback addresses something in this process tried to connect to (and was stopped). */
  readonly refused: readonly string[];
  /** Off-loopback addresses connected to anyway: a hole in this guard, never expected. */
  readonly escaped: readonly string[];
  restore(): void;
};

const isLoopback = (address: string): boolean => {
  if (address === '::1') return true;
  const v4 = address.replace(/^::ffff:/i, '');
  return isIP(v4) === 4 && v4.startsWith('127.');
};

type ConnectOptions = { host?: string; path?: string | null; lookup?: LookupFunction };

/**
 * Patches `net.Socket#connect` (which every TCP client in Node goes through) so that a connection
 * to an address off loopback fails at once with EHOSTUNREACH, before any packet is sent, and is
 * recorded. Names are checked on the addresses their lookup returns, before Node connects.
 */
export function keepConnectionsOnLoopback(): LoopbackOnly {
  const refused: string[] = [];
  const escaped: string[] = [];
  // Called with each socket as `this` (Reflect.apply below), as Node itself calls it.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const original = Socket.prototype.connect;
  const refusal = (address: string) => {
    refused.push(address);
    return Object.assign(new Error(`test network: ${address} is not on loopback`), { code: 'EHOSTUNREACH' });
  };
  function connect(this: Socket, ...args: unknown[]): Socket {
    const [first, second] = args;
    // Node calls this with its own normalised [options, callback] pair, or the public forms.
    const normalised = Array.isArray(first) ? (first as unknown[]) : undefined;
    const rawOptions = normalised ? normalised[0] : first;
    const options =
      typeof rawOptions === 'object' && rawOptions !== null ? (rawOptions as ConnectOptions) : undefined;
    // A Unix socket (Node takes any truthy `path` as one) is no network connection.
    if (options?.path) return Reflect.apply(original, this, args) as Socket;
    this.once('connect', () => {
      const remote = this.remoteAddress ?? '';
      if (isLoopback(remote)) return;
      escaped.push(remote);
      this.destroy();
    });
    const host = options ? options.host : typeof second === 'string' ? second : undefined;
    if (host !== undefined && isIP(host) !== 0 && !isLoopback(host)) {
      const error = refusal(host);
      // Asynchronously, as a real failure: the caller attaches its error listener first.
      process.nextTick(() => this.destroy(error));
      return this;
    }
    if (!options) return Reflect.apply(original, this, args) as Socket;
    const resolve: LookupFunction = options.lookup ?? systemLookup;
    const lookup: LookupFunction = (hostname, lookupOptions, callback) => {
      resolve(hostname, lookupOptions, (error, address, family) => {
        if (error) {
          callback(error, address, family);
          return;
        }
        const addresses = typeof address === 'string' ? [address] : address.map((entry) => entry.address);
        const outside = addresses.find((candidate) => !isLoopback(candidate));
        if (outside === undefined) callback(null, address, family);
        else callback(refusal(outside), '');
      });
    };
    const rest = normalised ? normalised.slice(1) : args.slice(1);
    return Reflect.apply(original, this, [{ ...options, lookup }, ...rest]) as Socket;
  }
  Socket.prototype.connect = connect;
  return {
    refused,
    escaped,
    restore() {
      Socket.prototype.connect = original;
    },
  };
}

/**
 * Moves jobs waiting out a retry backoff (5 s, 10 s, 20 s) back to the queue at once, so a test
 * sees every attempt of a retried fetch without waiting for the backoff.
 */
export function skipRetryBackoff(redisUrl: string, queueName: string): { stop(): Promise<void> } {
  const connection = createRedis(redisUrl, 'worker');
  const queue = new Queue(queueName, { connection });
  const stopping = new AbortController();
  const promoting = (async () => {
    while (!stopping.signal.aborted) {
      for (const job of await queue.getDelayed()) {
        // It may have been picked up in the meantime: nothing to promote then.
        await job.promote().catch(() => undefined);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return {
    async stop() {
      stopping.abort();
      await promoting;
      await queue.close();
      connection.disconnect();
    },
  };
}

/** Jobs of any state (waiting, delayed, active, done, failed) in these queues. */
export async function countJobs(redisUrl: string, queueNames: readonly string[]): Promise<number> {
  const connection = createRedis(redisUrl, 'worker');
  try {
    let total = 0;
    for (const name of queueNames) {
      const queue = new Queue(name, { connection });
      const counts = await queue.getJobCounts();
      total += Object.values(counts).reduce((sum, count) => sum + count, 0);
      await queue.close();
    }
    return total;
  } finally {
    connection.disconnect();
  }
}
