/**
 * A reader of a zip archive's central directory: the table of contents at the end of the file
 * that says what each entry is called, how it is compressed and how large it claims to be. It
 * reads only that table, so an archive can be judged before a single byte is decompressed.
 */

export type ZipEntry = {
  name: string;
  /** 0 stored, 8 deflate; anything else is refused by the guard. */
  method: number;
  /** General-purpose flags; bit 0 means the entry is encrypted. */
  flags: number;
  compressedSize: number;
  /** As declared by the archive, which may lie; the guard caps the real output too. */
  uncompressedSize: number;
  localHeaderOffset: number;
  /** A Unix symbolic link (made on Unix with the S_IFLNK file mode). */
  isSymlink: boolean;
};

export type ZipDirectory = {
  /** The count the end-of-directory record states; the records themselves are counted apart. */
  declaredEntryCount: number;
  entries: () => Generator<ZipEntry>;
};

/** The archive's structure is broken: offsets outside the file, wrong signatures. */
export class ZipFormatError extends Error {
  override name = 'ZipFormatError';
}

const endOfDirectorySignature = 0x06054b50;
const zip64LocatorSignature = 0x07064b50;
const zip64EndOfDirectorySignature = 0x06064b50;
const directoryRecordSignature = 0x02014b50;
const localHeaderSignature = 0x04034b50;
const zip64ExtraFieldId = 0x0001;
const endOfDirectoryLength = 22;
const maxCommentLength = 0xffff;
const unixHost = 3;
const fileTypeMask = 0o170000;
const symlinkType = 0o120000;

/** True when the bytes start like a zip archive (a local file header or an empty archive). */
export function hasZipSignature(bytes: Uint8Array): boolean {
  return (
    bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5) && bytes[3] === bytes[2] + 1
  );
}

/** The central directory of a zip archive, or undefined when the bytes hold none. */
export function openZipDirectory(bytes: Uint8Array): ZipDirectory | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEndOfDirectory(view);
  if (end === undefined) return undefined;

  let declaredEntryCount = view.getUint16(end + 10, true);
  let directorySize = view.getUint32(end + 12, true);
  let directoryOffset = view.getUint32(end + 16, true);

  const locator = end - 20;
  if (locator >= 0 && view.getUint32(locator, true) === zip64LocatorSignature) {
    const zip64End = Number(view.getBigUint64(locator + 8, true));
    if (zip64End + 56 > view.byteLength || view.getUint32(zip64End, true) !== zip64EndOfDirectorySignature) {
      return undefined;
    }
    // Beyond 2^53 these turn imprecise, but anything that large fails the bounds check below anyway.
    declaredEntryCount = Number(view.getBigUint64(zip64End + 32, true));
    directorySize = Number(view.getBigUint64(zip64End + 40, true));
    directoryOffset = Number(view.getBigUint64(zip64End + 48, true));
  }
  if (directoryOffset + directorySize > view.byteLength) return undefined;

  return {
    declaredEntryCount,
    entries: () => readRecords(view, bytes, directoryOffset, directoryOffset + directorySize),
  };
}

/** Where an entry's compressed bytes start: after its local header, whose lengths may differ. */
export function entryDataOffset(bytes: Uint8Array, entry: ZipEntry): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localHeaderOffset;
  if (at + 30 > view.byteLength || view.getUint32(at, true) !== localHeaderSignature) {
    throw new ZipFormatError(`no local header for ${entry.name}`);
  }
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  if (start + entry.compressedSize > view.byteLength) {
    throw new ZipFormatError(`entry ${entry.name} runs past the end of the archive`);
  }
  return start;
}

function findEndOfDirectory(view: DataView): number | undefined {
  const lowest = Math.max(0, view.byteLength - endOfDirectoryLength - maxCommentLength);
  for (let at = view.byteLength - endOfDirectoryLength; at >= lowest; at -= 1) {
    if (view.getUint32(at, true) === endOfDirectorySignature) return at;
  }
  return undefined;
}

function* readRecords(view: DataView, bytes: Uint8Array, start: number, end: number): Generator<ZipEntry> {
  const decoder = new TextDecoder('utf-8');
  let at = start;
  while (at < end) {
    if (at + 46 > end || view.getUint32(at, true) !== directoryRecordSignature) {
      throw new ZipFormatError(`bad central directory record at ${at}`);
    }
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const next = at + 46 + nameLength + extraLength + commentLength;
    if (next > end) throw new ZipFormatError(`central directory record at ${at} is cut short`);

    const sizes = {
      compressed: view.getUint32(at + 20, true),
      uncompressed: view.getUint32(at + 24, true),
      offset: view.getUint32(at + 42, true),
    };
    readZip64Sizes(view, at + 46 + nameLength, extraLength, sizes);

    const madeBy = view.getUint16(at + 4, true) >> 8;
    const mode = view.getUint32(at + 38, true) >>> 16;
    yield {
      // Bit 11 marks UTF-8; older names are CP437, whose ASCII part (all that the checks need) matches.
      name: decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
      method: view.getUint16(at + 10, true),
      flags: view.getUint16(at + 8, true),
      compressedSize: sizes.compressed,
      uncompressedSize: sizes.uncompressed,
      localHeaderOffset: sizes.offset,
      isSymlink: madeBy === unixHost && (mode & fileTypeMask) === symlinkType,
    };
    at = next;
  }
}

/** Fields saturated at 0xFFFFFFFF carry their real value in the zip64 extra field, in this order. */
function readZip64Sizes(
  view: DataView,
  extraStart: number,
  extraLength: number,
  sizes: { compressed: number; uncompressed: number; offset: number },
): void {
  const saturated = 0xffffffff;
  if (sizes.compressed !== saturated && sizes.uncompressed !== saturated && sizes.offset !== saturated)
    return;
  let at = extraStart;
  while (at + 4 <= extraStart + extraLength) {
    const id = view.getUint16(at, true);
    const length = view.getUint16(at + 2, true);
    if (id === zip64ExtraFieldId) {
      let field = at + 4;
      const take = (): number => {
        if (field + 8 > at + 4 + length) throw new ZipFormatError('zip64 extra field is cut short');
        const value = safeNumber(view.getBigUint64(field, true));
        field += 8;
        return value;
      };
      if (sizes.uncompressed === saturated) sizes.uncompressed = take();
      if (sizes.compressed === saturated) sizes.compressed = take();
      if (sizes.offset === saturated) sizes.offset = take();
      return;
    }
    at += 4 + length;
  }
  throw new ZipFormatError('zip64 sizes without a zip64 extra field');
}

function safeNumber(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new ZipFormatError('zip64 value out of range');
  return Number(value);
}
