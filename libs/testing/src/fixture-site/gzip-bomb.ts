/**
 * A valid gzip stream of zeros that is ~1000x smaller on the wire than inflated (A11), made
 * without ever holding or compressing the inflated bytes: one MiB of zeros is deflated once,
 * flushed to a byte boundary so the compressed block can be repeated verbatim, and the gzip
 * trailer's CRC-32 is computed arithmetically (zlib's crc32_combine, GF(2) matrices).
 */
import { Readable } from 'node:stream';
import { constants, crc32, deflateRawSync } from 'node:zlib';

export type GzipBomb = {
  /** Bytes it inflates to: the requested size rounded up to whole MiB. */
  inflatedBytes: number;
  /** Bytes on the wire (the Content-Length to send). */
  wireBytes: number;
  stream(): Readable;
};

const blockBytes = 1 << 20;
const header = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x02, 0xff]);
/** An empty final block with fixed Huffman codes: BFINAL=1, BTYPE=01, end-of-block. */
const finalBlock = Buffer.from([0x03, 0x00]);

export function gzipBomb(requestedBytes = 10 * 2 ** 30): GzipBomb {
  const blocks = Math.max(1, Math.ceil(requestedBytes / blockBytes));
  const zeros = Buffer.alloc(blockBytes);
  // A full flush leaves the block byte-aligned and free of references into earlier data.
  const block = deflateRawSync(zeros, { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const crc = crc32OfRepeats(crc32(zeros), blockBytes, blocks);
  const inflatedBytes = blocks * blockBytes;
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE(inflatedBytes % 2 ** 32, 4);
  // Batches of blocks keep the number of stream chunks (and event-loop turns) small.
  const batchSize = 64;
  const batch = Buffer.concat(Array.from({ length: batchSize }, () => block));

  function* chunks(): Generator<Buffer> {
    yield header;
    for (let left = blocks; left > 0; left -= batchSize) {
      yield left >= batchSize ? batch : batch.subarray(0, left * block.length);
    }
    yield Buffer.concat([finalBlock, trailer]);
  }
  return {
    inflatedBytes,
    wireBytes: header.length + blocks * block.length + finalBlock.length + trailer.length,
    stream: () => Readable.from(chunks(), { objectMode: false }),
  };
}

/** CRC-32 of `count` back-to-back copies of a `length`-byte string whose CRC-32 is `crc`. */
function crc32OfRepeats(crc: number, length: number, count: number): number {
  let result = 0; // CRC-32 of the empty string
  let power = crc; // CRC-32 of 2^k copies
  let powerLength = length;
  for (let n = count; n > 0; n = Math.floor(n / 2)) {
    if (n % 2 === 1) result = crc32Combine(result, power, powerLength);
    power = crc32Combine(power, power, powerLength);
    powerLength *= 2;
  }
  return result;
}

function matrixTimes(matrix: Uint32Array, vector: number): number {
  let sum = 0;
  for (let i = 0; vector !== 0; i += 1, vector >>>= 1) {
    if (vector & 1) sum ^= matrix[i] ?? 0;
  }
  return sum >>> 0;
}

function matrixSquare(matrix: Uint32Array): Uint32Array {
  return Uint32Array.from(matrix, (row) => matrixTimes(matrix, row));
}

/** CRC-32 of A+B from crc(A), crc(B) and B's length, as zlib's crc32_combine does it. */
function crc32Combine(crcA: number, crcB: number, lengthB: number): number {
  if (lengthB === 0) return crcA;
  // The operator that feeds one zero bit through the CRC register...
  let odd: Uint32Array = new Uint32Array(32);
  odd[0] = 0xedb88320;
  for (let i = 1; i < 32; i += 1) odd[i] = 1 << (i - 1);
  // ...squared to two, then four zero bits; each further square doubles it (one byte = 8 bits first).
  let even = matrixSquare(odd);
  odd = matrixSquare(even);
  let crc = crcA >>> 0;
  let remaining = lengthB;
  for (;;) {
    even = matrixSquare(odd);
    if (remaining % 2 === 1) crc = matrixTimes(even, crc);
    remaining = Math.floor(remaining / 2);
    if (remaining === 0) break;
    odd = matrixSquare(even);
    if (remaining % 2 === 1) crc = matrixTimes(odd, crc);
    remaining = Math.floor(remaining / 2);
    if (remaining === 0) break;
  }
  return (crc ^ crcB) >>> 0;
}
