import type { FastifyRequest } from 'fastify';
import type { QaPair__Output } from '@sitesage/contracts';
import type { ServiceClients } from '../clients.js';
import { noContent, type ContractRoutes } from '../http/contract.js';
import { ownerOf, ownerRoutes } from '../plugins/owner-routes.js';
import {
  createQaPairSchema,
  deleteQaPairSchema,
  importQaCsvSchema,
  listQaPairsSchema,
  updateQaPairSchema,
} from './qa.schemas.js';

type Clients = Pick<ServiceClients, 'auth' | 'projects' | 'ingestion'>;

/** A file of 1,000,000 characters, escaped into JSON (quotes, line breaks, non-ASCII letters). */
const importBodyLimitBytes = 4 * 1_048_576;

const qaPairToJson = (pair: QaPair__Output) => ({
  id: pair.id,
  knowledgebase_id: pair.knowledge_base_id,
  question: pair.question,
  answer: pair.answer,
  created_at: pair.created_at,
  updated_at: pair.updated_at,
});

/**
 * The pairs of a Q&A training set (issue 20). The routes name a training set, which the ingestion
 * service scopes to the signed-in owner: another owner's set is its 404.
 */
export async function registerQaRoutes(app: ContractRoutes, clients: Clients): Promise<void> {
  const { ingestion } = clients;
  const ids = (request: FastifyRequest) => ({ requestId: request.id });

  await ownerRoutes(app, { clients }, (owned) => {
    owned.get('/knowledgebase/:kb_id/qa', { schema: listQaPairsSchema }, async (request) => {
      const listed = await ingestion.ListQaPairs(
        {
          owner: ownerOf(request),
          knowledge_base_id: request.params.kb_id,
          limit: request.query.limit,
          offset: request.query.offset,
        },
        ids(request),
      );
      return { data: listed.data.map(qaPairToJson), total: listed.total };
    });

    owned.post('/knowledgebase/:kb_id/qa', { schema: createQaPairSchema }, async (request, reply) => {
      const saved = await ingestion.SaveQaPair(
        {
          owner: ownerOf(request),
          knowledge_base_id: request.params.kb_id,
          qa_id: '',
          question: request.body.question,
          answer: request.body.answer,
        },
        ids(request),
      );
      return reply.status(201).send(qaPairToJson(saved));
    });

    owned.put('/knowledgebase/:kb_id/qa/:qa_id', { schema: updateQaPairSchema }, async (request) =>
      qaPairToJson(
        await ingestion.SaveQaPair(
          {
            owner: ownerOf(request),
            knowledge_base_id: request.params.kb_id,
            qa_id: request.params.qa_id,
            question: request.body.question,
            answer: request.body.answer,
          },
          ids(request),
        ),
      ),
    );

    owned.delete(
      '/knowledgebase/:kb_id/qa/:qa_id',
      { schema: deleteQaPairSchema },
      async (request, reply) => {
        await ingestion.DeleteQaPair(
          { owner: ownerOf(request), knowledge_base_id: request.params.kb_id, qa_id: request.params.qa_id },
          ids(request),
        );
        return noContent(reply);
      },
    );

    owned.post(
      '/knowledgebase/:kb_id/qa/import',
      { schema: importQaCsvSchema, bodyLimit: importBodyLimitBytes },
      async (request) =>
        ingestion.ImportQaCsv(
          { owner: ownerOf(request), knowledge_base_id: request.params.kb_id, csv: request.body.csv },
          // Up to 500 questions are embedded before the reply.
          { requestId: request.id, deadlineMs: 60_000 },
        ),
    );
  });
}
