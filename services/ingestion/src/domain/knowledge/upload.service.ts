import type { UploadPart__Output } from '@sitesage/contracts';
import { AppError } from '@sitesage/errors';
import type { KnowledgeBaseRow, ResourceRow } from '../../db/database.js';
import type { FilesRepository } from '../../db/files.repository.js';
import type { KnowledgeBasesRepository } from '../../db/knowledge-bases.repository.js';
import type { ResourcesRepository } from '../../db/resources.repository.js';
import type { Scheduler } from './scheduler.port.js';
import type { Transact } from './transact.port.js';
import { allowedKindOf, fileRefusals, maxFilesPerUpload, maxUploadBytes } from '../files/file-kind.fns.js';
import { fileExtension, maxFileNameLength, safeFileName } from '../files/safe-file-name.fns.js';
import type { KnowledgeService, Owner } from './knowledge.service.js';
import { messages } from './knowledge-fields.fns.js';

type ReceivedFile = { name: string; chunks: Buffer[]; size: number };

/**
 * The safe name with its real extension kept: the length cap must not cut it off (or leave another
 * one showing), since the parse step reads the kind from the stored name and a download is opened
 * by it.
 */
function storedFileName(name: string): string {
  const safe = safeFileName(name);
  const extension = fileExtension(name);
  if (extension === '' || fileExtension(safe) === extension) return safe;
  const suffix = `.${extension}`;
  return `${Array.from(safe)
    .slice(0, maxFileNameLength - suffix.length)
    .join('')}${suffix}`;
}

export type UploadServiceDeps = {
  transact: Transact;
  knowledge: Pick<KnowledgeService, 'get' | 'create'>;
  knowledgeBases: Pick<KnowledgeBasesRepository, 'refresh'>;
  resources: Pick<ResourcesRepository, 'insertFile'>;
  files: Pick<FilesRepository, 'save'>;
  scheduler: Pick<Scheduler, 'file'>;
};

export type UploadService = ReturnType<typeof createUploadService>;

/**
 * Receives an upload stream: `start`, then per file its header and data pieces. Size and count caps
 * are enforced while reading (a 21st MB or an 11th file ends the call at once); the bytes decide
 * each file's type. Nothing is stored unless every file passes, and then all of them are stored
 * in one transaction before their parse jobs are queued.
 */
export function createUploadService(deps: UploadServiceDeps) {
  return {
    async receive(parts: AsyncIterable<UploadPart__Output>): Promise<{
      knowledgeBase: KnowledgeBaseRow;
      sources: ResourceRow[];
    }> {
      let start: { owner: Owner; knowledgeBaseId: string; projectId: string } | undefined;
      const received: ReceivedFile[] = [];
      for await (const part of parts) {
        if (part.start) {
          const owner = part.start.owner;
          if (!owner?.user_id) throw new AppError('UNAUTHENTICATED', 'Invalid token');
          start = {
            owner: { userId: owner.user_id, plan: owner.plan },
            knowledgeBaseId: part.start.knowledge_base_id,
            projectId: part.start.project_id,
          };
        } else if (part.file) {
          if (!start) throw AppError.invalid('files', 'The upload did not say where the files go');
          if (received.length >= maxFilesPerUpload) {
            throw AppError.invalid(
              'files',
              `At most ${String(maxFilesPerUpload)} files can be uploaded at a time`,
            );
          }
          received.push({ name: part.file.file_name, chunks: [], size: 0 });
        } else if (part.data) {
          const current = received.at(-1);
          if (!current) throw AppError.invalid('files', 'File data arrived before its name');
          current.size += part.data.length;
          if (current.size > maxUploadBytes) {
            throw new AppError('PAYLOAD_TOO_LARGE', fileRefusals.tooLarge(current.name), { field: 'files' });
          }
          current.chunks.push(part.data);
        }
      }
      if (!start) throw AppError.invalid('files', 'The upload did not say where the files go');
      if (received.length === 0) throw AppError.invalid('files', 'Select files to upload');

      const checked: { name: string; bytes: Buffer; mime: string }[] = [];
      for (const file of received) {
        const bytes = Buffer.concat(file.chunks, file.size);
        if (bytes.length === 0) throw AppError.invalid('files', fileRefusals.empty(file.name));
        // Sizes were checked while reading: what is left to refuse here is the file's type.
        const allowed = await allowedKindOf(bytes, file.name);
        if (!allowed) {
          throw new AppError('FILE_TYPE_NOT_ALLOWED', fileRefusals.typeNotAllowed(file.name), {
            field: 'files',
          });
        }
        checked.push({ name: storedFileName(file.name), bytes, mime: allowed.mime });
      }

      const { owner } = start;
      const named = start.knowledgeBaseId
        ? await deps.knowledge.get(owner, start.knowledgeBaseId)
        : undefined;
      if (named?.type === 'QA') throw AppError.invalid('knowledge_base_id', messages.qaHasNoSources);
      const knowledgeBase =
        named ??
        (start.projectId
          ? await deps.knowledge.create(owner, {
              projectId: start.projectId,
              title: checked[0]?.name ?? 'Files',
              url: '',
              type: 'FILE',
            })
          : undefined);
      if (!knowledgeBase) throw AppError.notFound(messages.knowledgeBaseNotFound);

      const sources = await deps.transact(async (tx) => {
        const rows: ResourceRow[] = [];
        for (const file of checked) {
          const row = await deps.resources.insertFile(
            {
              id: crypto.randomUUID(),
              knowledge_base_id: knowledgeBase.id,
              project_id: knowledgeBase.project_id,
              type: 'FILE',
              url: file.name,
              origin: 'upload',
              file_name: file.name,
              file_size: file.bytes.length,
              file_type: file.mime,
            },
            tx,
          );
          await deps.files.save(row.id, file.bytes, tx);
          rows.push(row);
        }
        return rows;
      });
      await Promise.all(sources.map((source) => deps.scheduler.file(source)));
      const refreshed = await deps.knowledgeBases.refresh(knowledgeBase.id, { allowLower: true });
      return { knowledgeBase: refreshed ?? knowledgeBase, sources };
    },
  };
}
