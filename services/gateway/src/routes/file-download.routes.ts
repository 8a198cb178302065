import { Readable } from 'node:stream';
import type { FilePiece__Output } from '@sitesage/contracts';
import { AppError } from '@sitesage/errors';
import type { ServiceClients } from '../clients.js';
import { attachmentDisposition } from './content-disposition.fns.js';
import { fileDownloadSchema } from './knowledge.schemas.js';
import { streamReply, type ContractRoutes } from '../http/contract.js';

/** Twenty megabytes to a slow phone take a while; the normal call deadline is seconds. */
const downloadDeadlineMs = 5 * 60_000;

const notFound = () => AppError.notFound('File not found, or its download link has expired');

/**
 * Uploaded files served back (SECURITY C9). The link's token is the capability (made for one file
 * by `…/download`, short-lived), so this route needs no sign-in. Whatever the file holds, the
 * browser is told to save it, never to render it: an attachment of a generic type, no sniffing, and
 * a sandboxing CSP that gives it an opaque origin even if it were opened.
 */
export function registerFileDownloadRoutes(
  app: ContractRoutes,
  { ingestion }: Pick<ServiceClients, 'ingestion'>,
) {
  app.get(
    '/files/:token',
    {
      schema: fileDownloadSchema,
      // Runs after the global security headers, which would otherwise put back the app's CSP.
      onSend: async (_request, reply, payload) => {
        if (reply.statusCode === 200) {
          void reply.header('content-security-policy', "sandbox; default-src 'none'");
          void reply.header('cache-control', 'private, no-store');
        }
        return payload;
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      if (!/^[A-Za-z0-9._~-]{1,512}$/.test(token)) throw notFound();
      const stream = ingestion.ReadFile({ token }, { requestId: request.id, deadlineMs: downloadDeadlineMs });
      const pieces = stream[Symbol.asyncIterator]();
      // The first piece names the file; a bad token fails before it, while a JSON answer is possible.
      const first = await pieces.next();
      if (first.done) throw notFound();
      return streamReply(reply)
        .header('content-type', 'application/octet-stream')
        .header('content-disposition', attachmentDisposition(first.value.file_name))
        .header('x-content-type-options', 'nosniff')
        .send(Readable.from(fileBytes(first.value, pieces), { objectMode: false }));
    },
  );
}

async function* fileBytes(first: FilePiece__Output, rest: AsyncIterator<FilePiece__Output>) {
  if (first.data.length > 0) yield first.data;
  try {
    for (;;) {
      const next = await rest.next();
      if (next.done) return;
      if (next.value.data.length > 0) yield next.value.data;
    }
  } finally {
    // The browser went away or the service failed: stop reading the file.
    await rest.return?.();
  }
}
