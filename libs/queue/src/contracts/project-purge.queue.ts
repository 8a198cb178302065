import { z } from 'zod';
import { defineQueue } from '../queue-contract.js';

/**
 * When an owner deletes an agent, the projects service asks every service that holds data of that
 * agent to delete it. Each service has its own queue (BullMQ has no fan-out) with this payload.
 * The job id is `purge-<projectId>` (BullMQ ids may not contain colons), so a repeated request is one job.
 */
export const projectPurgePayload = z.object({
  /** Internal project id (projects.v1.Project.id). */
  projectId: z.string().min(1),
  ownerId: z.string().min(1),
  requestedAt: z.string(),
});

export type ProjectPurge = z.infer<typeof projectPurgePayload>;

export const chatProjectPurgeQueue = defineQueue('chat.project-purge', projectPurgePayload);
export const ingestionProjectPurgeQueue = defineQueue('ingestion.project-purge', projectPurgePayload);
export const integrationsProjectPurgeQueue = defineQueue('integrations.project-purge', projectPurgePayload);

/** Every queue a deleted project is announced on. */
export const projectPurgeQueues = [
  chatProjectPurgeQueue,
  ingestionProjectPurgeQueue,
  integrationsProjectPurgeQueue,
] as const;

export const purgeJobId = (projectId: string) => `purge-${projectId}`;
