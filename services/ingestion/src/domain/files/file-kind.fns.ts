import { fileTypeFromBuffer } from 'file-type';

import { decodeText } from './decode-text.fns.js';
import { fileExtension, safeFileName } from './safe-file-name.fns.js';
import { hasZipSignature, openZipDirectory, ZipFormatError } from './zip-central-directory.fns.js';

export type FileKind = 'pdf' | 'docx' | 'doc' | 'txt' | 'csv' | 'html' | 'xml';

export type SniffedFile = { ok: true; kind: FileKind; mime: string } | { ok: false; message: string };

/** What the upload picker offers (product spec §5). */
export const allowedExtensions = ['pdf', 'doc', 'docx', 'txt', 'csv', 'html', 'htm', 'xml'] as const;

export const maxUploadBytes = 20 * 1024 * 1024;
export const maxFilesPerUpload = 10;

export const fileRefusals = {
  typeNotAllowed: (fileName: string) => `File type not allowed: ${safeFileName(fileName)}`,
  tooLarge: (fileName: string) =>
    `File is larger than ${maxUploadBytes / (1024 * 1024)} MB: ${safeFileName(fileName)}`,
  empty: (fileName: string) => `File is empty: ${safeFileName(fileName)}`,
} as const;

/** The kinds each extension may hold; .xml may be XHTML, and .html may be written as XHTML. */
const kindsByExtension: Record<(typeof allowedExtensions)[number], readonly FileKind[]> = {
  pdf: ['pdf'],
  doc: ['doc'],
  docx: ['docx'],
  txt: ['txt'],
  csv: ['csv'],
  html: ['html'],
  htm: ['html'],
  xml: ['xml', 'html'],
};

const mimeTypes = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  txt: 'text/plain',
  csv: 'text/csv',
  html: 'text/html',
  xhtml: 'application/xhtml+xml',
  xml: 'application/xml',
} as const;

/**
 * What an uploaded file really is, decided by its bytes: magic numbers for PDF, DOCX (a zip whose
 * entries include the main document part) and DOC (an OLE2 compound file), and for text formats a
 * clean decode plus a look at the markup. The extension must agree with what the bytes say, so a
 * '.pdf' holding HTML, a '.docx' that is a program, or an image are refused, whatever the
 * Content-Type the browser sent.
 */
export async function sniffFileKind(bytes: Uint8Array, fileName: string): Promise<SniffedFile> {
  if (!isAllowedExtension(fileExtension(fileName))) return refuse(fileRefusals.typeNotAllowed(fileName));
  if (bytes.byteLength > maxUploadBytes) return refuse(fileRefusals.tooLarge(fileName));
  if (bytes.byteLength === 0) return refuse(fileRefusals.empty(fileName));

  const kind = await allowedKindOf(bytes, fileName);
  return kind ? { ok: true, ...kind } : refuse(fileRefusals.typeNotAllowed(fileName));
}

/**
 * The type question alone: the kind the bytes hold when the extension allows it, or undefined
 * when the file's type is not allowed (its caller's 'File type not allowed'). Sizes are the
 * caller's to check.
 */
export async function allowedKindOf(
  bytes: Uint8Array,
  fileName: string,
): Promise<{ kind: FileKind; mime: string } | undefined> {
  const extension = fileExtension(fileName);
  if (!isAllowedExtension(extension)) return undefined;
  const sniffed = await sniffContent(bytes, extension);
  return sniffed && kindsByExtension[extension].includes(sniffed.kind) ? sniffed : undefined;
}

function refuse(message: string): SniffedFile {
  return { ok: false, message };
}

function isAllowedExtension(extension: string): extension is (typeof allowedExtensions)[number] {
  return (allowedExtensions as readonly string[]).includes(extension);
}

async function sniffContent(
  bytes: Uint8Array,
  extension: string,
): Promise<{ kind: FileKind; mime: string } | undefined> {
  if (hasZipSignature(bytes))
    return hasWordDocumentPart(bytes) ? { kind: 'docx', mime: mimeTypes.docx } : undefined;

  const detected = await fileTypeFromBuffer(bytes);
  if (detected?.ext === 'pdf') return { kind: 'pdf', mime: mimeTypes.pdf };
  // Every Office 97–2003 file is a compound file; whether it holds a Word document is the parser's call.
  if (detected?.ext === 'cfb') return { kind: 'doc', mime: mimeTypes.doc };
  // file-type names XML by its prolog; any other format it recognises is binary and never allowed.
  if (detected !== undefined && detected.ext !== 'xml') return undefined;

  const decoded = decodeText(bytes);
  if (!decoded.ok) return undefined;
  return sniffText(decoded.text, extension);
}

/**
 * A DOCX's main part is word/document.xml; some online editors write word/document2.xml. Only the
 * names are read (from the central directory), so this costs nothing even for a zip bomb.
 */
function hasWordDocumentPart(bytes: Uint8Array): boolean {
  try {
    const directory = openZipDirectory(bytes);
    if (directory === undefined) return false;
    for (const entry of directory.entries()) {
      if (/^word\/document\d*\.xml$/.test(entry.name)) return true;
    }
    return false;
  } catch (error) {
    if (error instanceof ZipFormatError) return false;
    throw error;
  }
}

function sniffText(text: string, extension: string): { kind: FileKind; mime: string } | undefined {
  // A .txt or .csv is shown as text even when it holds markup: it is what the owner said it is.
  if (extension === 'txt') return { kind: 'txt', mime: mimeTypes.txt };
  if (extension === 'csv') return { kind: 'csv', mime: mimeTypes.csv };

  const head = skipProlog(text.slice(0, 4096));
  if (/^<html[\s>]/i.test(head) || /^<!doctype\s+html[\s>]/i.test(head)) {
    return { kind: 'html', mime: /^\s*<\?xml\s/.test(text) ? mimeTypes.xhtml : mimeTypes.html };
  }
  if (extension === 'xml') {
    // A document type declaration is let through here so that the parser can refuse it by name.
    return /^\s*<\?xml\s/.test(text) || /^<(!doctype\s|[A-Za-z_][\w.:-]*[\s/>])/i.test(head)
      ? { kind: 'xml', mime: mimeTypes.xml }
      : undefined;
  }
  // An HTML fragment without <html> is still HTML (htmlparser2 reads it the way browsers do).
  return /^</.test(head) ? { kind: 'html', mime: mimeTypes.html } : undefined;
}

/** The start of a document past whitespace, an XML declaration and comments. */
function skipProlog(text: string): string {
  let rest = text.trimStart();
  for (;;) {
    const skipped = rest
      .replace(/^<\?xml[^>]*\?>/i, '')
      .replace(/^<!--[\s\S]*?-->/, '')
      .trimStart();
    if (skipped === rest) return rest;
    rest = skipped;
  }
}
