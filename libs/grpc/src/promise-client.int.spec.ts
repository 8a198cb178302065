import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UntypedServiceImplementation } from '@grpc/grpc-js';
import { chatProto, type ChatServiceClient } from '@sitesage/contracts';
import { isAppError } from '@sitesage/errors';
import { createLogger } from '@sitesage/logger';
import { startGrpcServer, type GrpcServer } from './grpc-server.js';
import { implement } from './implement.js';
import { createPromiseClient, type PromiseClient } from './promise-client.js';

const log = createLogger({ service: 'grpc-test', level: 'silent' });
const definition = chatProto().sitesage.chat.v1.ChatService.service;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// An answer streamed one token every 20 ms: as many tokens as the prompt says.
async function* answer({ prompt }: { prompt: string }) {
  for (let token = 0; token < Number(prompt); token++) {
    yield { token: `${String(token)} ` };
    await pause(20);
  }
}

let server: GrpcServer;
/** How many AppendMessage calls reached the service's own function. */
let appended = 0;
let chat: PromiseClient<ChatServiceClient>;

beforeAll(async () => {
  server = await startGrpcServer({
    host: '127.0.0.1',
    port: 0,
    log,
    services: [
      {
        definition,
        // Only Ask and AppendMessage are served; the other methods are not called here.
        implementation: implement<UntypedServiceImplementation>(
          log,
          'chat',
          {
            Ask: answer,
            AppendMessage: async () => {
              appended += 1;
              return {};
            },
          },
          {
            definition,
          },
        ),
      },
    ],
  });
  chat = createPromiseClient<ChatServiceClient>(chatProto().sitesage.chat.v1.ChatService, {
    serviceName: 'chat',
    target: `127.0.0.1:${String(server.port)}`,
    deadlineMs: 60_000,
  });
});

afterAll(async () => {
  chat.close();
  await server.shutdown(1_000);
});

describe('streams that callers leave early', () => {
  it("keep every other caller's stream alive when 1,200 callers leave mid-answer within a second or two", async () => {
    const read = async (prompt: string, leaveAfter = Number.POSITIVE_INFINITY) => {
      const tokens: string[] = [];
      for await (const event of chat.Ask({ prompt })) {
        tokens.push(event.token ?? '');
        if (tokens.length >= leaveAfter) break;
      }
      return tokens.length;
    };
    // One visitor reads a 3-second answer to its end while the others come and go. Past nghttp2's
    // rapid-reset guard (1,000 resets in a burst) the server would close the shared connection
    // and cut this answer off.
    const stayer = read('150');
    const leavers: Promise<number>[] = [];
    for (let wave = 0; wave < 12; wave++) {
      for (let visitor = 0; visitor < 100; visitor++) leavers.push(read('25', 1));
      await Promise.all(leavers.slice(-100));
    }
    expect(await Promise.all(leavers)).toEqual(Array.from({ length: 1_200 }, () => 1));
    expect(await stayer).toBe(150);
  }, 60_000);
});

describe('text holding a NUL character', () => {
  const failureOf = async (call: () => Promise<unknown>) => {
    try {
      await call();
    } catch (error) {
      return isAppError(error) ? { code: error.code, field: error.field } : { code: String(error) };
    }
    return undefined;
  };

  it('is refused before the service sees it, naming the field (unary call)', async () => {
    const before = appended;
    const failure = await failureOf(() =>
      chat.AppendMessage({ project_id: 'p', session_id: 's', role: 'user', content: 'hi\u0000there' }),
    );
    expect(failure).toEqual({ code: 'INVALID_ARGUMENT', field: 'content' });
    expect(appended).toBe(before);
    // The same call without the NUL reaches it.
    await chat.AppendMessage({ project_id: 'p', session_id: 's', role: 'user', content: 'hi there' });
    expect(appended).toBe(before + 1);
  });

  it('is refused before a server stream starts, naming the field', async () => {
    const failure = await failureOf(async () => {
      for await (const _event of chat.Ask({ prompt: '3\u0000' })) {
        // Nothing may arrive.
        throw new Error('a token arrived');
      }
    });
    expect(failure).toEqual({ code: 'INVALID_ARGUMENT', field: 'prompt' });
  });
});
