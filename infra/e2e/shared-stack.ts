import { inject } from 'vitest';
import { mailOutboxOf, smsOutboxOf, type LocalStack } from '../src/index.js';
import type { SharedStackAddress, SharedStackName } from './shared-stack-pool.js';

/**
 * A product stack other spec files use too (see shared-stack-pool.ts): what a file may read and
 * call on it. Stopping or restarting it is the pool's business, at the end of the run.
 */
export type SharedStack = Pick<
  LocalStack,
  'baseUrl' | 'dataDir' | 'databaseUrl' | 'outbox' | 'mailOutbox' | 'waitForHealthy'
>;

async function askPool(path: string): Promise<Response> {
  const response = await fetch(`${inject('sharedStackPool')}/stacks/${path}`, { method: 'POST' });
  if (!response.ok) {
    throw new Error(`the shared stack pool answered ${String(response.status)}: ${await response.text()}`);
  }
  return response;
}

/** The shared stack of that name, started by the first file that asks for it. */
export async function sharedStack(name: SharedStackName): Promise<SharedStack> {
  const { baseUrl, dataDir, databaseUrl } = (await (await askPool(name)).json()) as SharedStackAddress;
  return {
    baseUrl,
    dataDir,
    databaseUrl,
    outbox: () => smsOutboxOf(dataDir),
    mailOutbox: () => mailOutboxOf(dataDir),
    async waitForHealthy(timeoutMs = 90_000) {
      await askPool(`${name}/healthy?timeoutMs=${String(timeoutMs)}`);
    },
  };
}
