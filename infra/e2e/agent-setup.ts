import type { FixtureSite } from '@sitesage/testing';
import type { LocalStack } from '../src/index.js';
import { signInToApi, type Owner } from './owner.js';

export type TrainedAgent = { id: string; slug: string; token: string };

/** Polls `read` until `done` holds, or fails after `timeoutMs` with what was last seen. */
async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`still waiting after ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * An agent for the site at `siteUrl`, trained on the whole fixture `site`, made through the API as
 * an owner would through the screens (those have their own journey tests). Resolves once training
 * has COMPLETED.
 */
export async function createTrainedAgent(
  stack: Pick<LocalStack, 'baseUrl' | 'waitForHealthy'>,
  owner: Owner,
  site: Pick<FixtureSite, 'host' | 'origin'>,
  siteUrl: string,
): Promise<TrainedAgent> {
  const call = async (method: string, path: string, body?: unknown, token?: string) => {
    const response = await fetch(`${stack.baseUrl}/api/v1/${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return (await response.json()) as Record<string, unknown>;
  };
  const token = await signInToApi(stack, owner);
  const project = await call('POST', 'projects', { name: 'Pine Ridge Outfitters', site_url: siteUrl }, token);
  if (typeof project.id !== 'string' || typeof project.project_id !== 'string') {
    throw new Error(`could not create the agent: ${JSON.stringify(project)}`);
  }
  // Every service answers health checks before an owner adds training: on a busy machine the
  // ingestion processes may still be loading the embedding model when the gateway is up.
  await stack.waitForHealthy(90_000);
  const set = await call(
    'POST',
    `knowledgebase/${project.id}`,
    { project_id: project.id, title: site.host, url: site.origin, type: 'WEBSITE' },
    token,
  );
  if (typeof set.id !== 'string') throw new Error(`could not add the training set: ${JSON.stringify(set)}`);
  await waitFor(
    () => call('GET', `knowledgebase/get/${String(set.id)}`, undefined, token),
    (value) => value.status === 'COMPLETED',
    90_000,
  );
  return { id: project.id, slug: project.project_id, token };
}
