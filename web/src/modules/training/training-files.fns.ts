import { MAX_FILE_BYTES, MAX_FILES } from './training-limits';

/** What the file picker offers (spec §5). */
export const ACCEPTED_EXTENSIONS = [
  '.pdf',
  '.doc',
  '.docx',
  '.txt',
  '.csv',
  '.html',
  '.xml',
  '.htm',
] as const;

// Spec §5 lists pdf, plain text, csv, msword, docx, html and xhtml. XML is added because the picker
// offers .xml files, and Windows reports .csv files as Excel's type. The server reads the bytes and
// has the last word; this check only spares the owner a pointless upload.
const ALLOWED_TYPES = new Set([
  'application/pdf',
  'text/plain',
  'text/csv',
  'application/vnd.ms-excel',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/html',
  'application/xhtml+xml',
  'text/xml',
  'application/xml',
]);

// Browsers give no type (or a generic one) for extensions the system does not know.
const UNKNOWN_TYPES = new Set(['', 'application/octet-stream']);

function hasAcceptedExtension(name: string): boolean {
  const lower = name.toLowerCase();
  return ACCEPTED_EXTENSIONS.some((extension) => lower.endsWith(extension));
}

/** Why one picked file cannot be uploaded, or null when it can. */
export function fileRefusal(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  const type = file.type.toLowerCase();
  const allowed = UNKNOWN_TYPES.has(type) ? hasAcceptedExtension(file.name) : ALLOWED_TYPES.has(type);
  if (!allowed) return `File type not allowed: ${file.name}`;
  if (file.size > MAX_FILE_BYTES) return `${file.name} is larger than ${MAX_FILE_BYTES / 1024 / 1024} MB`;
  return null;
}

/** Why this selection cannot be uploaded as one batch, or null when it can. */
export function filesRefusal(files: readonly Pick<File, 'name' | 'type' | 'size'>[]): string | null {
  if (files.length === 0) return 'Select files to upload';
  if (files.length > MAX_FILES) return `Select at most ${MAX_FILES} files at a time`;
  for (const file of files) {
    const refusal = fileRefusal(file);
    if (refusal !== null) return refusal;
  }
  return null;
}
