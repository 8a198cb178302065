import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UntypedServiceImplementation } from '@grpc/grpc-js';
import { authProto, type AuthServiceClient } from '@sitesage/contracts';
import { AppError } from '@sitesage/errors';
import { createLogger } from '@sitesage/logger';
import { startGrpcServer, type GrpcServer } from './grpc-server.js';
import { implement, type CallContext } from './implement.js';
import { createPromiseClient, type PromiseClient } from './promise-client.js';

const log = createLogger({ service: 'grpc-test', level: 'silent' });
const AuthService = authProto().sitesage.auth.v1.AuthService;
const definition = AuthService.service;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Calls whose signal fired on the service's side, by the token they were made with. */
const cancelledOnService = new Set<string>();

// The token names what the service does with the call.
async function getCurrentUser({ token }: { token: string }, { requestId, signal }: CallContext) {
  signal.addEventListener('abort', () => cancelledOnService.add(token));
  if (token === 'refused') throw new AppError('UNAUTHENTICATED', 'Invalid token');
  if (token === 'bad-name')
    throw new AppError('INVALID_ARGUMENT', 'Full name is required', { field: 'full_name' });
  if (token === 'too-often')
    throw new AppError('RATE_LIMITED', 'Too many requests', { retryAfterSeconds: 42 });
  if (token.startsWith('slow-')) await pause(Number(token.slice('slow-'.length)));
  // 5 MB: under the servers' 8 MB ceiling, over the 4 MB a reply may be.
  const avatar = token === 'huge' ? 'x'.repeat(5 * 1024 * 1024) : '';
  return { user_id: 'AB12CD', full_name: requestId, plan: 'FREE', avatar };
}

async function startServer(port = 0): Promise<GrpcServer> {
  return startGrpcServer({
    host: '127.0.0.1',
    port,
    log,
    services: [
      {
        definition,
        // Only GetCurrentUser is served; the other methods are not called here.
        implementation: implement<UntypedServiceImplementation>(
          log,
          'auth',
          { GetCurrentUser: getCurrentUser },
          { definition },
        ),
      },
    ],
  });
}

let server: GrpcServer;
let auth: PromiseClient<AuthServiceClient>;

beforeAll(async () => {
  server = await startServer();
  auth = createPromiseClient<AuthServiceClient>(AuthService, {
    serviceName: 'auth',
    target: `127.0.0.1:${String(server.port)}`,
    deadlineMs: 5_000,
  });
});

afterAll(async () => {
  auth.close();
  await server.shutdown(1_000);
});

describe('unary calls', () => {
  it("return the service's reply and carry the caller's request id", async () => {
    const user = await auth.GetCurrentUser({ token: 'fine' }, { requestId: 'req-unary-1' });
    expect(user).toMatchObject({ user_id: 'AB12CD', full_name: 'req-unary-1', plan: 'FREE' });
  });

  it("turn a service's error back into the same code, message, field and retry hint", async () => {
    await expect(auth.GetCurrentUser({ token: 'refused' })).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'Invalid token',
    });
    await expect(auth.GetCurrentUser({ token: 'bad-name' })).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      message: 'Full name is required',
      field: 'full_name',
    });
    await expect(auth.GetCurrentUser({ token: 'too-often' })).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      retryAfterSeconds: 42,
    });
  });

  it('end at the deadline, and the service sees its caller give up', async () => {
    await expect(auth.GetCurrentUser({ token: 'slow-2000' }, { deadlineMs: 100 })).rejects.toMatchObject({
      code: 'DEADLINE_EXCEEDED',
    });
    await expect.poll(() => cancelledOnService.has('slow-2000')).toBe(true);
  });

  it("stop when the caller's signal aborts, and the service's signal fires too", async () => {
    const controller = new AbortController();
    const call = auth.GetCurrentUser({ token: 'slow-3000' }, { signal: controller.signal });
    await pause(50);
    controller.abort();
    await expect(call).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    await expect.poll(() => cancelledOnService.has('slow-3000')).toBe(true);
  });

  it('refuse a reply above 4 MB with an internal error, and keep answering other calls', async () => {
    await expect(auth.GetCurrentUser({ token: 'huge' })).rejects.toMatchObject({ code: 'INTERNAL' });
    await expect(auth.GetCurrentUser({ token: 'fine' })).resolves.toMatchObject({ user_id: 'AB12CD' });
  });

  it('answer 2,000 calls made at once', async () => {
    const replies = await Promise.all(
      Array.from({ length: 2_000 }, (_, index) =>
        auth.GetCurrentUser({ token: 'slow-20' }, { requestId: `req-many-${String(index)}` }),
      ),
    );
    expect(replies.map((reply) => reply.full_name)).toEqual(
      Array.from({ length: 2_000 }, (_, index) => `req-many-${String(index)}`),
    );
  });
});

describe('a service that goes away and comes back', () => {
  it('finishes calls in flight, is UNAVAILABLE while down, and is used again once back', async () => {
    const port = server.port;
    const inFlight = auth.GetCurrentUser({ token: 'slow-300' }, { requestId: 'req-in-flight' });
    await pause(50);
    await server.shutdown(5_000);
    await expect(inFlight).resolves.toMatchObject({ full_name: 'req-in-flight' });

    await expect(auth.GetCurrentUser({ token: 'fine' })).rejects.toMatchObject({ code: 'UNAVAILABLE' });

    server = await startServer(port);
    await expect(auth.GetCurrentUser({ token: 'fine' }, { requestId: 'req-back' })).resolves.toMatchObject({
      full_name: 'req-back',
    });
  });

  it('sends a call the server refused before processing it once more', async () => {
    // A bare HTTP/2 server: the first stream is refused (RFC 9113 §8.7), the second answered.
    const reply = definition.GetCurrentUser.responseSerialize({ user_id: 'RETRIED' });
    let streams = 0;
    const refusing = http2.createServer();
    refusing.on('stream', (stream) => {
      streams += 1;
      if (streams === 1) {
        stream.on('error', () => {
          // The refusal itself is reported here as a stream error; it is what the test wants.
        });
        stream.close(http2.constants.NGHTTP2_REFUSED_STREAM);
        return;
      }
      stream.respond({ ':status': 200, 'content-type': 'application/grpc' }, { waitForTrailers: true });
      stream.on('wantTrailers', () => {
        stream.sendTrailers({ 'grpc-status': '0' });
      });
      const frame = Buffer.alloc(5 + reply.length);
      frame.writeUInt32BE(reply.length, 1);
      reply.copy(frame, 5);
      stream.end(frame);
    });
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    const client = createPromiseClient<AuthServiceClient>(AuthService, {
      serviceName: 'auth',
      target: `127.0.0.1:${String((refusing.address() as AddressInfo).port)}`,
      deadlineMs: 5_000,
    });
    try {
      await expect(client.GetCurrentUser({ token: 'fine' })).resolves.toMatchObject({ user_id: 'RETRIED' });
      expect(streams).toBe(2);
    } finally {
      client.close();
      await new Promise((resolve) => refusing.close(resolve));
    }
  });
});
