import multipart, { type Multipart, type MultipartFile } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UploadPart } from '@sitesage/contracts';
import { AppError } from '@sitesage/errors';
import type { ServiceClients } from '../clients.js';
import { ownerOf, ownerRoutes } from '../plugins/owner-routes.js';
import { resourcesToJson } from './knowledge-json.js';
import { uploadKnowledgeBaseSchema, uploadResourceFilesSchema } from './knowledge.schemas.js';
import { assertOwnsProject } from './project-access.js';
import { readLeadingFields, uploadLimits, uploadMessages } from './upload-parts.js';
import { uploadFailure } from './upload-refusals.js';
import type { ContractRoutes } from '../http/contract.js';

type Clients = Pick<ServiceClients, 'auth' | 'projects' | 'ingestion'>;

/** Ten files of 20 MB from a slow connection take minutes; the normal call deadline is seconds. */
const uploadDeadlineMs = 10 * 60_000;

/**
 * The two multipart endpoints (spec §7): files into an existing training set, and a new FILE set
 * made from files. Multipart parsing is registered for these routes only; every other route still
 * refuses anything but JSON.
 */
export async function registerKnowledgeUploadRoutes(app: ContractRoutes, clients: Clients): Promise<void> {
  await ownerRoutes(app, { clients }, async (uploads) => {
    await uploads.register(multipart, {
      limits: {
        fileSize: uploadLimits.fileBytes,
        files: uploadLimits.files,
        fields: uploadLimits.fields,
        fieldSize: uploadLimits.fieldBytes,
        fieldNameSize: 100,
        parts: uploadLimits.files + uploadLimits.fields,
        headerPairs: 20,
      },
    });
    // A refusal sent while the client is still sending: close the connection rather than read the rest.
    uploads.addHook('onSend', async (request, reply, payload) => {
      if (reply.statusCode >= 400 && !request.raw.readableEnded) void reply.header('connection', 'close');
      return payload;
    });

    uploads.post(
      '/knowledgebase/:kb_id/resource/files',
      { schema: uploadResourceFilesSchema },
      async (request, reply) =>
        answerUpload(async () => {
          const caller = ownerOf(request);
          const parts = request.parts();
          // The form's parentId repeats the path's set id; the path is what counts.
          const { firstFile } = await readLeadingFields(parts);
          const uploaded = await sendUpload(
            request,
            clients,
            { owner: caller, knowledge_base_id: request.params.kb_id },
            requireFiles(firstFile),
            parts,
          );
          return reply.status(201).send({ data: resourcesToJson(uploaded.data) });
        }),
    );

    uploads.post('/knowledgebase/upload', { schema: uploadKnowledgeBaseSchema }, async (request, reply) =>
      answerUpload(async () => {
        const caller = ownerOf(request);
        const parts = request.parts();
        const { fields, firstFile } = await readLeadingFields(parts);
        const projectId = fields.get('project_id') ?? '';
        if (!projectId) {
          throw AppError.invalid(
            'project_id',
            firstFile ? 'project_id must come before the files' : 'project_id is required',
          );
        }
        if (projectId.length > 64) throw AppError.invalid('project_id', 'project_id is too long');
        // The one agent a route hook cannot check: it is named inside the multipart body, read here.
        await assertOwnsProject(request, clients, caller, projectId);
        const uploaded = await sendUpload(
          request,
          clients,
          { owner: caller, project_id: projectId },
          requireFiles(firstFile),
          parts,
        );
        return reply
          .status(201)
          .send({ knowledge_base: uploaded.knowledge_base, data: resourcesToJson(uploaded.data) });
      }),
    );
  });
}

function requireFiles(firstFile: MultipartFile | undefined): MultipartFile {
  if (!firstFile) throw AppError.invalid('files', 'Select files to upload');
  return firstFile;
}

/**
 * Streams the files to the ingestion service while they arrive. When this side stops the stream
 * (a file over the limit, an 11th file) the call is cancelled, so nothing is stored, and the
 * reason is ours, not the cancellation the service reports back.
 */
async function sendUpload(
  request: FastifyRequest,
  { ingestion }: Pick<ServiceClients, 'ingestion'>,
  start: NonNullable<UploadPart['start']>,
  firstFile: MultipartFile,
  rest: AsyncIterator<Multipart>,
) {
  let stoppedBecause: unknown;
  async function* messages() {
    try {
      yield* uploadMessages(start, firstFile, rest);
    } catch (error) {
      stoppedBecause = error;
      throw error;
    }
  }
  try {
    return await ingestion.UploadFiles(messages(), { requestId: request.id, deadlineMs: uploadDeadlineMs });
  } catch (error) {
    throw stoppedBecause ?? error;
  }
}

async function answerUpload(upload: () => Promise<FastifyReply>): Promise<FastifyReply> {
  try {
    return await upload();
  } catch (raw) {
    throw uploadFailure(raw);
  }
}
