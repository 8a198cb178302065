import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { UploadPart } from '@sitesage/contracts';
import { AppError, refuseNulText } from '@sitesage/errors';

// Turns a multipart upload into the UploadFiles stream (proto: `start`, then per file its header and
// its data pieces), reading the request as it arrives: nothing is held beyond one piece.

const megabyte = 1024 * 1024;

/** Spec §9 and SECURITY C1: each file at most 20 MB, at most 10 files per upload. */
export const uploadLimits = {
  fileBytes: 20 * megabyte,
  files: 10,
  /** Form fields (parentId, project_id) are ids: a few short ones are all an upload needs. */
  fields: 10,
  fieldBytes: 1024,
  /** One UploadPart `data` message; well under gRPC's message cap whatever the network delivered. */
  pieceBytes: 64 * 1024,
} as const;

const fileFields = new Set(['files', 'file']);

export const fileTooLarge = (fileName: string) =>
  new AppError(
    'PAYLOAD_TOO_LARGE',
    `File too large: ${fileName} (the limit is ${uploadLimits.fileBytes / megabyte} MB)`,
    { field: 'files' },
  );

type Parts = AsyncIterator<Multipart>;

/**
 * The form fields sent before the first file, and that file. Ids must come first: the upload is
 * checked and opened with them before any file byte is read.
 */
export async function readLeadingFields(
  parts: Parts,
): Promise<{ fields: Map<string, string>; firstFile: MultipartFile | undefined }> {
  const fields = new Map<string, string>();
  for (;;) {
    const next = await parts.next();
    if (next.done) return { fields, firstFile: undefined };
    const part = next.value;
    if (part.type === 'file') return { fields, firstFile: part };
    if (part.valueTruncated) throw AppError.invalid(part.fieldname, `${part.fieldname} is too long`);
    if (typeof part.value === 'string') {
      // The JSON routes' check (validators.ts) never sees form fields: the same rule, here.
      refuseNulText(part.value, part.fieldname);
      fields.set(part.fieldname, part.value);
    }
  }
}

/** Every message of one upload, in the order the proto asks for; fields after the files are ignored. */
export async function* uploadMessages(
  start: NonNullable<UploadPart['start']>,
  firstFile: MultipartFile,
  rest: Parts,
): AsyncGenerator<UploadPart> {
  yield { start };
  let part: Multipart | undefined = firstFile;
  while (part) {
    if (part.type === 'file') yield* fileMessages(part);
    const next = await rest.next();
    part = next.done ? undefined : next.value;
  }
}

async function* fileMessages({
  fieldname,
  filename,
  mimetype,
  file,
}: MultipartFile): AsyncGenerator<UploadPart> {
  if (!fileFields.has(fieldname)) {
    throw AppError.invalid(fieldname, `Unexpected file field '${fieldname}': send files as "files"`);
  }
  // busboy stops passing bytes at the limit but would read the rest of the file to find its end;
  // failing the stream at the limit answers at once and stops reading the request. The limit may
  // also have been met already (parts queue up while an earlier file is sent): then `truncated` says
  // so, and no more of this file is sent.
  file.once('limit', () => file.destroy(fileTooLarge(filename)));
  const refuseIfTruncated = () => {
    if (file.truncated) throw fileTooLarge(filename);
  };
  refuseIfTruncated();
  yield { file: { file_name: filename, declared_type: mimetype } };
  for await (const chunk of file as AsyncIterable<Buffer>) {
    refuseIfTruncated();
    for (let at = 0; at < chunk.length; at += uploadLimits.pieceBytes) {
      yield { data: chunk.subarray(at, at + uploadLimits.pieceBytes) };
    }
  }
  refuseIfTruncated();
}
