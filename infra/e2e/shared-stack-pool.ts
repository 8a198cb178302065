import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { TestProject } from 'vitest/node';
import { startLocalStack, type LocalStack } from '../src/index.js';

// vitest's global setup for the end-to-end suite: product stacks that several spec files share,
// started when a file first asks for one and stopped when the run ends. A stack takes 15–26 s of
// a two-core machine to start; files whose tests need nothing of the stack but its defaults (and
// their own loopback sites allowed) each register their own owner on a shared one instead of
// starting their own. The pool lives in vitest's main process, so a stack outlives the file that
// started it and is stopped even when a file fails; files reach it over loopback HTTP.

/**
 * Each shared stack's settings (beside startLocalStack's), by name. A file that needs a setting of
 * its own, restarts or kills services, or reads a fake's requests starts its own stack instead.
 */
const sharedStackSettings = {
  /**
   * Owners' journeys through the screens: every test registers its own owner and trains its agent
   * on a loopback site of its own.
   * - The egress rules refuse loopback unless allowed: here every port of 127.0.0.1, since each
   *   file's sites listen on ports chosen when the file starts, after this stack has started.
   * - Files follow each other within a minute, so their sign-ins add up past the gateway's 20
   *   auth requests a minute from one address (the limit has its own test in the gateway's
   *   integration suite). Auth's own 10 registrations an hour from one address stay as they are:
   *   the files of this stack register 9 owners.
   * - No support WhatsApp number, whatever the environment says: honest-training checks the
   *   public pages promise none.
   */
  'owner-journeys': {
    CRAWL_ALLOW_HOSTS: '127.0.0.1',
    AUTH_RATE_LIMIT_PER_MINUTE: '600',
    SUPPORT_WHATSAPP: '',
  },
} as const satisfies Record<string, Record<string, string>>;

export type SharedStackName = keyof typeof sharedStackSettings;

/** What a file needs to reach a shared stack (the data folder holds its outboxes). */
export type SharedStackAddress = Pick<LocalStack, 'baseUrl' | 'dataDir' | 'databaseUrl'>;

declare module 'vitest' {
  // vitest's provide/inject is typed by merging into this interface, which a type alias cannot do.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    /** The loopback address of the shared stacks' pool (`inject('sharedStackPool')`). */
    sharedStackPool: string;
  }
}

const isName = (name: string): name is SharedStackName => Object.hasOwn(sharedStackSettings, name);

function reply(response: ServerResponse, status: number, body?: unknown): void {
  response.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
  response.end(body === undefined ? undefined : JSON.stringify(body));
}

export default async function startSharedStackPool(project: TestProject): Promise<() => Promise<void>> {
  // One start per name: a second file asking while the first start runs waits for the same one.
  const stacks = new Map<SharedStackName, Promise<LocalStack>>();
  const stackNamed = (name: SharedStackName): Promise<LocalStack> => {
    let stack = stacks.get(name);
    if (stack === undefined) {
      stack = startLocalStack(sharedStackSettings[name]);
      stacks.set(name, stack);
    }
    return stack;
  };

  /** POST /stacks/{name}: its address; POST /stacks/{name}/healthy?timeoutMs=: once it is healthy. */
  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? '/', 'http://pool');
    const [, stacksSegment, name = '', action] = url.pathname.split('/');
    if (request.method !== 'POST' || stacksSegment !== 'stacks' || !isName(name)) {
      reply(response, 404, { error: `no shared stack at ${request.method ?? ''} ${url.pathname}` });
      return;
    }
    const stack = await stackNamed(name);
    if (action === 'healthy') {
      await stack.waitForHealthy(Number(url.searchParams.get('timeoutMs') ?? 90_000));
      reply(response, 204);
      return;
    }
    const address: SharedStackAddress = {
      baseUrl: stack.baseUrl,
      dataDir: stack.dataDir,
      databaseUrl: stack.databaseUrl,
    };
    reply(response, 200, address);
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      reply(response, 500, { error: error instanceof Error ? error.message : String(error) });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  project.provide('sharedStackPool', `http://127.0.0.1:${String(port)}`);

  return async () => {
    await new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => {
        resolve();
      });
    });
    // A stack that failed to start has nothing to stop.
    const started = await Promise.allSettled(stacks.values());
    await Promise.all(
      started.flatMap((result) => (result.status === 'fulfilled' ? [result.value.stop()] : [])),
    );
  };
}
