import type { FastifyRequest } from 'fastify';
import type { Owner } from '@sitesage/contracts';
import type { ServiceClients } from '../clients.js';

/**
 * Project-scoped ingestion calls name a project the caller chose; the projects service says whether
 * it is theirs. Another owner's project (or no project) is its 'Project not found' 404, and the
 * ingestion service is never asked.
 */
export async function assertOwnsProject(
  request: FastifyRequest,
  { projects }: Pick<ServiceClients, 'projects'>,
  owner: Required<Owner>,
  projectId: string,
): Promise<void> {
  await projects.GetProject({ owner, id: projectId }, { requestId: request.id });
}
