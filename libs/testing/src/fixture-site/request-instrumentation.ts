/**
 * What a loopback server saw: every request (target, user agent, headers, status), how often each
 * target and each page was answered, and the most requests or connections in flight at once.
 * Concurrency is replayed from start/end events in order, so it is exact rather than sampled.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { pagePath, pathAndQuery } from './request-path.fns.js';

export type RequestRecord = {
  /** Path and query exactly as requested. */
  path: string;
  method: string;
  userAgent: string;
  /** Epoch milliseconds when the request arrived. */
  time: number;
  headers: IncomingHttpHeaders;
  /** Set when the answer is sent; undefined while in flight or when the client went away first. */
  status?: number;
};

export type RequestStats = {
  /** Requests for exactly this path and query (an absolute URL is reduced to them). */
  hits: (pathOrUrl: string) => number;
  /** 200 answers carrying this page, whichever spelling (trailing slash, query) asked for it. */
  pageHits: (pathOrUrl: string) => number;
  totalHits: () => number;
  readonly requestLog: readonly RequestRecord[];
  /** Most requests in flight at once, counting only paths that start with the prefix when given. */
  maxConcurrent: (pathPrefix?: string) => number;
  maxConcurrentConnections: () => number;
};

export type Instrumentation = RequestStats & {
  /** Call when a request arrives; the returned function when its response has ended or failed. */
  begin: (record: RequestRecord) => { answered: (status: number, page?: string) => void; ended: () => void };
  /** Returns the function to call when the connection closes. */
  connectionOpened: () => () => void;
  reset: () => void;
};

type Event = { path: string; delta: 1 | -1 };

export function createInstrumentation(): Instrumentation {
  let log: RequestRecord[] = [];
  let events: Event[] = [];
  let byTarget = new Map<string, number>();
  let byPage = new Map<string, number>();
  let openConnections = 0;
  let peakConnections = 0;
  const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

  return {
    get requestLog() {
      return log;
    },
    hits: (pathOrUrl) => byTarget.get(pathAndQuery(pathOrUrl)) ?? 0,
    pageHits: (pathOrUrl) => byPage.get(pagePath(pathOrUrl)) ?? 0,
    totalHits: () => log.length,
    maxConcurrent(pathPrefix = '') {
      let current = 0;
      let peak = 0;
      for (const event of events) {
        if (!event.path.startsWith(pathPrefix)) continue;
        current += event.delta;
        peak = Math.max(peak, current);
      }
      return peak;
    },
    maxConcurrentConnections: () => peakConnections,
    begin(record) {
      log.push(record);
      bump(byTarget, record.path);
      // Events of a request started before reset() must not leak into the fresh log.
      const eventLog = events;
      eventLog.push({ path: record.path, delta: 1 });
      let open = true;
      return {
        answered(status, page) {
          record.status = status;
          if (page !== undefined && status === 200) bump(byPage, page);
        },
        ended() {
          if (!open) return;
          open = false;
          eventLog.push({ path: record.path, delta: -1 });
        },
      };
    },
    connectionOpened() {
      openConnections += 1;
      peakConnections = Math.max(peakConnections, openConnections);
      let open = true;
      return () => {
        if (!open) return;
        open = false;
        openConnections -= 1;
      };
    },
    reset() {
      log = [];
      events = [];
      byTarget = new Map();
      byPage = new Map();
      peakConnections = openConnections;
    },
  };
}
