import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupOptions } from 'node:dns';
import type { LookupFunction, Socket } from 'node:net';
import type { Transform } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { EgressError, isEgressError } from './egress-error.js';
import { isAllowListed, type EgressPolicy } from './egress-policy.js';
import type { KeptAliveConnections } from './kept-alive-connections.js';
import { blockedRangeOf, parseIp } from './ip-address.fns.js';

export type SafeFetchOptions = {
  /** Cap on the decoded body: a larger (or endlessly streaming, or zip-bomb) body fails `too_large`. */
  maxBytes: number;
  /** Cap on the whole fetch, redirects and body included. */
  timeoutMs: number;
  /** Accept header; any type by default. */
  accept?: string;
  /** Cancels the fetch (reported as `timeout`). */
  signal?: AbortSignal;
  /** At most this many redirects are followed (at most 5 whatever is asked). */
  maxRedirects?: number;
  /**
   * The validators of a copy already held (If-None-Match / If-Modified-Since): a site that finds it
   * unchanged answers 304, returned as `status: 304` with an empty body instead of an error.
   */
  validators?: { etag: string; lastModified: string };
  /**
   * Connections kept open for the caller's next requests (`keepConnectionsAlive()`); without it,
   * each fetch opens its own connection and closes it.
   */
  connections?: KeptAliveConnections;
};

export type SafeResponse = {
  /** The URL that answered, after redirects. */
  url: string;
  status: number;
  headers: IncomingHttpHeaders;
  /** Media type, lower case, without parameters ('' when none was sent). */
  contentType: string;
  /** The charset parameter of Content-Type, lower case, if any. */
  charset: string | undefined;
  /** The decoded body (Content-Encoding removed). */
  body: Buffer;
  /** Every URL redirected to, in order. */
  redirects: readonly string[];
};

export const maxRedirectsAllowed = 5;
const allowedPorts = new Set([80, 443]);
const userAgent = 'SiteSageBot/1.0 (website review for an AI assistant)';

/** What a checked URL connects to. */
export type FetchTarget = {
  /** Host name, or IP without brackets, to connect to. */
  host: string;
  port: number;
  /** Exempt from the address and port rules by configuration. */
  allowListed: boolean;
};

/**
 * The checks that need no network: scheme, credentials, port, and IP literals (which no resolver
 * sees, so they are judged here). Names are judged again at connect time, by the guarded lookup.
 */
export function checkTarget(url: URL, policy: EgressPolicy): FetchTarget {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new EgressError(
      'not_allowed_scheme',
      `Only http and https addresses are fetched, not ${url.protocol.replace(/:$/, '')}.`,
    );
  }
  if (url.username || url.password) {
    throw new EgressError('invalid_url', 'Addresses with a user name or password in them are not fetched.');
  }
  const hostname = url.hostname.endsWith('.') ? url.hostname.slice(0, -1) : url.hostname;
  if (!hostname) throw new EgressError('invalid_url', 'The address has no host.');
  const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
  const allowListed = isAllowListed(policy, hostname, port);
  const host = hostname.startsWith('[') ? hostname.slice(1, -1) : hostname;
  if (!allowListed) {
    if (!allowedPorts.has(port)) {
      throw new EgressError(
        'blocked_port',
        `Only the standard web ports (80 and 443) are allowed; ${hostname} asks for port ${port}.`,
      );
    }
    // RFC 6761: every name under localhost is loopback, whatever a resolver says.
    const range =
      hostname === 'localhost' || hostname.endsWith('.localhost')
        ? 'loopback'
        : parseIp(host)
          ? blockedRangeOf(host)
          : undefined;
    if (range) throw blockedAddress(hostname, range);
  }
  return { host, port, allowListed };
}

function blockedAddress(host: string, range: string): EgressError {
  return new EgressError(
    'blocked_address',
    `${host} is a ${range} address; SiteSage only visits public websites.`,
  );
}

/**
 * The DNS lookup every connection makes: it resolves the name itself and refuses when any answer
 * is a special-purpose address, so a name that resolves (or re-resolves: DNS rebinding) to an
 * internal address is refused at the moment of connecting.
 */
export function guardedLookup(policy: EgressPolicy, allowListed: boolean): LookupFunction {
  return (hostname: string, options: LookupOptions, callback) => {
    policy
      .lookup(hostname)
      .then((answers) => {
        const asked = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : options.family;
        const wanted = answers.filter(({ family }) => !asked || asked === family);
        if (wanted.length === 0)
          throw new EgressError('dns', `The address of ${hostname} could not be found.`);
        if (!allowListed) {
          for (const { address } of answers) {
            const range = blockedRangeOf(address);
            if (range) throw blockedAddress(`${hostname} (${address})`, range);
          }
        }
        if (options.all) callback(null, wanted);
        else callback(null, wanted[0]?.address ?? '', wanted[0]?.family);
      })
      .catch((error: unknown) => {
        const refusal = isEgressError(error)
          ? error
          : new EgressError('dns', `The address of ${hostname} could not be found.`, { cause: error });
        callback(refusal, '');
      });
  };
}

const networkErrors: Record<string, string> = {
  ECONNREFUSED: 'refused the connection',
  ECONNRESET: 'closed the connection',
  EPIPE: 'closed the connection',
  ETIMEDOUT: 'did not answer',
  EHOSTUNREACH: 'could not be reached',
  ENETUNREACH: 'could not be reached',
};

function asEgressError(error: unknown, url: URL): EgressError {
  if (isEgressError(error)) return error;
  const code = (error as { code?: unknown } | undefined)?.code;
  if (code === 'HPE_HEADER_OVERFLOW') {
    return new EgressError('too_large', 'The site sent more headers than allowed.', { cause: error });
  }
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    return new EgressError('dns', `The address of ${url.hostname} could not be found.`, { cause: error });
  }
  const what = typeof code === 'string' ? networkErrors[code] : undefined;
  if (what) return new EgressError('unreachable', `${url.host} ${what}.`, { cause: error });
  if (typeof code === 'string' && /CERT|SSL|TLS|SELF_SIGNED/.test(code)) {
    return new EgressError('unreachable', `A secure connection to ${url.host} could not be made.`, {
      cause: error,
    });
  }
  return new EgressError('unreachable', `${url.host} could not be reached.`, { cause: error });
}

function send(
  url: URL,
  target: FetchTarget,
  options: SafeFetchOptions,
  policy: EgressPolicy,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)({
      method: 'GET',
      host: target.host,
      port: target.port,
      path: `${url.pathname}${url.search}`,
      servername: parseIp(target.host) ? undefined : target.host,
      headers: {
        host: url.host,
        accept: options.accept ?? '*/*',
        'accept-encoding': 'gzip, deflate, br',
        'user-agent': userAgent,
        ...(options.validators?.etag ? { 'if-none-match': options.validators.etag } : {}),
        ...(options.validators?.lastModified ? { 'if-modified-since': options.validators.lastModified } : {}),
      },
      // Every new connection, fresh or for a kept-alive pool, goes through the guarded lookup.
      agent: options.connections ? options.connections.agentFor(url.protocol) : false,
      lookup: guardedLookup(policy, target.allowListed),
    });
    const abort = () => {
      request.destroy(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
    };
    if (signal.aborted) abort();
    signal.addEventListener('abort', abort, { once: true });
    // A second guard on the address actually connected to, whatever resolved it; a kept-alive
    // connection that is reused is checked again before the request goes out on it.
    request.on('socket', (socket: Socket) => {
      const check = () => {
        const range = target.allowListed ? undefined : blockedRangeOf(socket.remoteAddress ?? '');
        if (range) request.destroy(blockedAddress(`${url.hostname} (${socket.remoteAddress ?? ''})`, range));
      };
      if (socket.connecting) socket.once('connect', check);
      else check();
    });
    request.on('response', (response) => {
      signal.removeEventListener('abort', abort);
      resolve(response);
    });
    request.on('error', (error) => {
      signal.removeEventListener('abort', abort);
      reject(asEgressError(error, url));
    });
    request.end();
  });
}

function decoderFor(encoding: string | undefined): Transform | undefined {
  switch (encoding?.trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return createGunzip();
    case 'deflate':
      return createInflate();
    case 'br':
      return createBrotliDecompress();
    default:
      return undefined;
  }
}

const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`
    : `${Math.ceil(bytes / 1024)} KB`;

/** Reads the body, decoding it, and stops the moment the decoded size passes the cap. */
function readBody(
  response: IncomingMessage,
  url: URL,
  maxBytes: number,
  signal: AbortSignal,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const tooLarge = () =>
      new EgressError('too_large', `The response is larger than ${formatBytes(maxBytes)}.`);
    const encoding = response.headers['content-encoding'];
    const declared = Number(response.headers['content-length']);
    const decoder = decoderFor(encoding);
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const finish = (error?: EgressError) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', onAbort);
      if (error) {
        response.destroy();
        decoder?.destroy();
        reject(error);
      } else {
        resolve(Buffer.concat(chunks));
      }
    };
    const onAbort = () => {
      finish(asEgressError(signal.reason, url));
    };
    if (!decoder && Number.isFinite(declared) && declared > maxBytes) {
      finish(tooLarge());
      return;
    }
    signal.addEventListener('abort', onAbort, { once: true });
    if (signal.aborted) {
      onAbort();
      return;
    }
    response.on('error', (error) => {
      finish(asEgressError(error, url));
    });
    let raw = 0;
    response.on('data', (chunk: Buffer) => {
      raw += chunk.length;
      if (raw > maxBytes) finish(tooLarge());
    });
    const source = decoder ? response.pipe(decoder) : response;
    decoder?.on('error', (error) => {
      finish(
        new EgressError('unreachable', `${url.host} sent a damaged compressed response.`, { cause: error }),
      );
    });
    source.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) finish(tooLarge());
      else chunks.push(chunk);
    });
    source.on('end', () => {
      finish();
    });
  });
}

function parseUrl(input: string | URL): URL {
  try {
    return new URL(input);
  } catch {
    throw new EgressError('invalid_url', 'The address is not a valid URL.');
  }
}

/**
 * The one way SiteSage fetches a URL that a stranger typed in. Refuses private, loopback,
 * link-local, metadata and reserved addresses at connect time (DNS rebinding cannot slip through),
 * ports other than 80/443, schemes other than http/https and URLs with credentials; re-checks every
 * redirect (at most 5); caps the total time and the decoded size. Allow-listed hosts (configuration,
 * CRAWL_ALLOW_HOSTS) are exempt from the address and port rules only. Fails with an EgressError.
 */
export async function safeFetch(
  input: string | URL,
  options: SafeFetchOptions,
  policy: EgressPolicy,
): Promise<SafeResponse> {
  const controller = new AbortController();
  const seconds = Math.round(options.timeoutMs / 100) / 10;
  const timer = setTimeout(() => {
    controller.abort(new EgressError('timeout', `The site did not answer within ${seconds} seconds.`));
  }, options.timeoutMs);
  const cancel = () => {
    controller.abort(new EgressError('timeout', 'The fetch was cancelled.'));
  };
  options.signal?.addEventListener('abort', cancel, { once: true });
  if (options.signal?.aborted) cancel();
  const maxRedirects = Math.min(options.maxRedirects ?? maxRedirectsAllowed, maxRedirectsAllowed);
  const redirects: string[] = [];
  try {
    let url = parseUrl(input);
    for (;;) {
      const target = checkTarget(url, policy);
      const response = await send(url, target, options, policy, controller.signal);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if ([301, 302, 303, 307, 308].includes(status) && location) {
        response.destroy();
        if (redirects.length >= maxRedirects) {
          throw new EgressError('too_many_redirects', `The site redirected more than ${maxRedirects} times.`);
        }
        url = parseUrl(new URL(location, url));
        redirects.push(url.href);
        continue;
      }
      if (status === 304 && (options.validators?.etag || options.validators?.lastModified)) {
        // A 304 has no body: read to its end, a kept-alive connection goes back to its pool.
        if (options.connections) response.resume();
        else response.destroy();
        return notModified(url.href, response.headers, redirects);
      }
      if (status < 200 || status > 299) {
        response.destroy();
        throw new EgressError('http_status', `The site answered with HTTP ${status}.`, {
          status,
          retryAfterSeconds: retryAfterSeconds(response.headers['retry-after']),
        });
      }
      const body = await readBody(response, url, options.maxBytes, controller.signal);
      const [mediaType = '', ...parameters] = (response.headers['content-type'] ?? '').split(';');
      const charset = parameters
        .map((parameter) => /^\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(parameter)?.[1])
        .find(Boolean)
        ?.toLowerCase();
      return {
        url: url.href,
        status,
        headers: response.headers,
        contentType: mediaType.trim().toLowerCase(),
        charset,
        body,
        redirects,
      };
    }
  } catch (error) {
    throw isEgressError(error) ? error : asEgressError(error, parseUrl(input));
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', cancel);
  }
}

/** Retry-After as seconds from now: either delay-seconds or an HTTP date (RFC 9110 §10.2.3). */
/** The answer to a conditional request whose copy is still current. */
const notModified = (
  url: string,
  headers: IncomingHttpHeaders,
  redirects: readonly string[],
): SafeResponse => ({
  url,
  status: 304,
  headers,
  contentType: '',
  charset: undefined,
  body: Buffer.alloc(0),
  redirects,
});

export function retryAfterSeconds(value: string | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

/** The body as text, in its declared charset (UTF-8 when none or unknown). */
export function responseText(response: Pick<SafeResponse, 'body' | 'charset'>): string {
  try {
    return new TextDecoder(response.charset ?? 'utf-8').decode(response.body);
  } catch {
    return new TextDecoder('utf-8').decode(response.body);
  }
}
