import { inflateRawSync } from 'node:zlib';

import { hasDocumentTypeDeclaration } from './xml-safety.fns.js';
import {
  entryDataOffset,
  openZipDirectory,
  ZipFormatError,
  type ZipEntry,
} from './zip-central-directory.fns.js';

export type ZipLimits = {
  maxEntries: number;
  /** Sum of the sizes the central directory declares. */
  maxTotalUncompressedBytes: number;
  /** Compression ratio above which a large entry is taken for a bomb. */
  maxEntryRatio: number;
  /** Entries up to this size may compress as well as they like (small XML parts often do). */
  ratioCheckMinBytes: number;
};

export const defaultZipLimits: ZipLimits = {
  maxEntries: 2_000,
  maxTotalUncompressedBytes: 100 * 1024 * 1024,
  maxEntryRatio: 200,
  ratioCheckMinBytes: 1024 * 1024,
};

export const zipRefusals = {
  notAZip: 'The document is damaged or is not a Word document; it was not read.',
  tooManyEntries: (max: number) =>
    `The document is a compressed archive with more than ${max.toLocaleString('en-US')} parts; it was not read.`,
  tooLarge: (maxBytes: number) =>
    `The document is a compressed archive that expands to more than ${megabytes(maxBytes)}; it was not read.`,
  suspiciousRatio: (ratio: number) =>
    `The document contains a part compressed more than ${ratio} to 1, as decompression bombs are; it was not read.`,
  unsafePath: 'The document contains a part whose path points outside the document; it was not read.',
  symlink: 'The document contains a symbolic link; it was not read.',
  encrypted: 'The document is password-protected; remove the password and upload it again.',
  unsupportedCompression: 'The document uses a compression method that is not supported; it was not read.',
  lyingSize: 'The document contains a part larger than its archive declares; it was not read.',
  documentType:
    'The document contains an XML document type declaration (DOCTYPE), which is not allowed; it was not read.',
} as const;

export type ZipCheck = { ok: true; entries: ZipEntry[] } | { ok: false; message: string };

const stored = 0;
const deflated = 8;
const encryptedFlag = 0x1;

/**
 * Judges an archive by its central directory alone, before anything is decompressed: too many
 * entries, too large once expanded, a bomb-like compression ratio, paths that climb out of the
 * archive (zip slip), symbolic links, encryption. Nothing is ever extracted to disk.
 */
export function checkZipArchive(bytes: Uint8Array, limits: ZipLimits = defaultZipLimits): ZipCheck {
  const directory = openZipDirectory(bytes);
  if (directory === undefined) return { ok: false, message: zipRefusals.notAZip };
  if (directory.declaredEntryCount > limits.maxEntries) {
    return { ok: false, message: zipRefusals.tooManyEntries(limits.maxEntries) };
  }
  const entries: ZipEntry[] = [];
  let totalBytes = 0;
  try {
    // The records are counted too: the declared count is just another number the archive may lie about.
    for (const entry of directory.entries()) {
      entries.push(entry);
      if (entries.length > limits.maxEntries) {
        return { ok: false, message: zipRefusals.tooManyEntries(limits.maxEntries) };
      }
      const refusal = refuseEntry(entry, limits);
      if (refusal !== undefined) return { ok: false, message: refusal };
      totalBytes += entry.uncompressedSize;
      if (totalBytes > limits.maxTotalUncompressedBytes) {
        return { ok: false, message: zipRefusals.tooLarge(limits.maxTotalUncompressedBytes) };
      }
    }
  } catch (error) {
    if (error instanceof ZipFormatError) return { ok: false, message: zipRefusals.notAZip };
    throw error;
  }
  return { ok: true, entries };
}

function refuseEntry(entry: ZipEntry, limits: ZipLimits): string | undefined {
  if (isUnsafePath(entry.name)) return zipRefusals.unsafePath;
  if (entry.isSymlink) return zipRefusals.symlink;
  if ((entry.flags & encryptedFlag) !== 0) return zipRefusals.encrypted;
  if (entry.method !== stored && entry.method !== deflated) return zipRefusals.unsupportedCompression;
  if (entry.uncompressedSize > limits.maxTotalUncompressedBytes) {
    return zipRefusals.tooLarge(limits.maxTotalUncompressedBytes);
  }
  const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
  if (entry.uncompressedSize > limits.ratioCheckMinBytes && ratio > limits.maxEntryRatio) {
    return zipRefusals.suspiciousRatio(limits.maxEntryRatio);
  }
  return undefined;
}

/** Absolute ('/etc/x', 'C:x', '\\host\x'), climbing ('a/../../x') or NUL-bearing names. */
function isUnsafePath(name: string): boolean {
  if (name.includes('\0')) return true;
  if (/^[\\/]/.test(name) || /^[a-z]:/i.test(name)) return true;
  return name.split(/[\\/]/).some((segment) => segment === '..');
}

/**
 * An entry's bytes, decompressed in memory and never past `maxBytes`: zlib stops producing output
 * at the cap, so an entry whose real size exceeds what the directory declared ("lying size")
 * costs at most the cap. Throws ZipEntryTooLargeError at the cap, ZipFormatError when damaged.
 */
export function readZipEntry(bytes: Uint8Array, entry: ZipEntry, maxBytes: number): Uint8Array {
  const start = entryDataOffset(bytes, entry);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (entry.method === stored) {
    if (data.byteLength > maxBytes) throw new ZipEntryTooLargeError(entry.name);
    return data;
  }
  try {
    // zlib refuses a cap of 0, so an entry declared empty gets 1 byte and the caller compares sizes.
    return inflateRawSync(data, { maxOutputLength: Math.max(1, maxBytes) });
  } catch (error) {
    if (error instanceof RangeError) throw new ZipEntryTooLargeError(entry.name);
    throw new ZipFormatError(`entry ${entry.name} does not decompress`);
  }
}

export class ZipEntryTooLargeError extends Error {
  override name = 'ZipEntryTooLargeError';
}

/**
 * The checks a DOCX needs before mammoth (and the zip library inside it) may open it: the archive
 * checks, then every XML part decompressed under the size its directory declares (a larger real
 * size means the archive lies, and mammoth would decompress it without a cap) and scanned for a
 * document type declaration. Mammoth reads only XML parts when images are not inlined, so binary
 * parts are never decompressed.
 */
export function checkDocxArchive(bytes: Uint8Array, limits: ZipLimits = defaultZipLimits): ZipCheck {
  const archive = checkZipArchive(bytes, limits);
  if (!archive.ok) return archive;
  const decoder = new TextDecoder('utf-8');
  for (const entry of archive.entries) {
    if (!/\.(xml|rels)$/i.test(entry.name)) continue;
    let content: Uint8Array;
    try {
      content = readZipEntry(bytes, entry, entry.uncompressedSize);
    } catch (error) {
      if (error instanceof ZipEntryTooLargeError) return { ok: false, message: zipRefusals.lyingSize };
      if (error instanceof ZipFormatError) return { ok: false, message: zipRefusals.notAZip };
      throw error;
    }
    if (content.byteLength > entry.uncompressedSize) return { ok: false, message: zipRefusals.lyingSize };
    // Mammoth decodes every part as UTF-8 too, so this is exactly the text its XML parser would see.
    if (hasDocumentTypeDeclaration(decoder.decode(content))) {
      return { ok: false, message: zipRefusals.documentType };
    }
  }
  return archive;
}

function megabytes(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024)).toLocaleString('en-US')} MB`;
}
