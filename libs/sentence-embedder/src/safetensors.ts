/**
 * Reads a .safetensors file: an 8-byte little-endian header length, a JSON header naming each
 * tensor's dtype, shape and byte range, then the raw data. Only what BERT weights use is decoded
 * (F16 and F32 into Float32Array); everything else is refused by name.
 */

export type SafetensorsEntry = { dtype: string; shape: number[]; start: number; end: number };

export type SafetensorsFile = {
  names(): string[];
  shape(name: string): number[];
  /** The tensor as 32-bit floats, whatever its stored precision. */
  float32(name: string): Float32Array;
};

/** Headers of real models are a few kilobytes; a bigger one is a damaged or hostile file. */
const maxHeaderBytes = 10 * 1024 * 1024;

export function parseSafetensors(file: Uint8Array): SafetensorsFile {
  if (file.length < 8) throw new Error('safetensors file is shorter than its header length');
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  const headerLength = Number(view.getBigUint64(0, true));
  if (headerLength > maxHeaderBytes || 8 + headerLength > file.length) {
    throw new Error(`safetensors header length ${headerLength} does not fit the file`);
  }
  const header = JSON.parse(new TextDecoder().decode(file.subarray(8, 8 + headerLength))) as Record<
    string,
    unknown
  >;
  const dataStart = 8 + headerLength;
  const entries = new Map<string, SafetensorsEntry>();
  for (const [name, value] of Object.entries(header)) {
    if (name === '__metadata__') continue;
    entries.set(name, readEntry(name, value, file.length - dataStart));
  }

  const entry = (name: string): SafetensorsEntry => {
    const found = entries.get(name);
    if (!found) throw new Error(`safetensors file has no tensor '${name}'`);
    return found;
  };
  return {
    names: () => [...entries.keys()],
    shape: (name) => [...entry(name).shape],
    float32: (name) => {
      const { dtype, start, end } = entry(name);
      const bytes = file.subarray(dataStart + start, dataStart + end);
      if (dtype === 'F16') return float16ToFloat32(bytes);
      if (dtype === 'F32') return new Float32Array(bytes.slice().buffer);
      throw new Error(`safetensors tensor '${name}' is ${dtype}; only F16 and F32 are read`);
    },
  };
}

function readEntry(name: string, value: unknown, dataLength: number): SafetensorsEntry {
  const record = value as { dtype?: unknown; shape?: unknown; data_offsets?: unknown };
  const { dtype, shape, data_offsets: offsets } = record;
  const valid =
    typeof dtype === 'string' &&
    Array.isArray(shape) &&
    shape.every((dim) => Number.isSafeInteger(dim) && (dim as number) >= 0) &&
    Array.isArray(offsets) &&
    offsets.length === 2 &&
    offsets.every((offset) => Number.isSafeInteger(offset)) &&
    (offsets[0] as number) <= (offsets[1] as number) &&
    (offsets[1] as number) <= dataLength;
  if (!valid) throw new Error(`safetensors entry '${name}' is malformed`);
  const size = (shape as number[]).reduce((product, dim) => product * dim, 1);
  const width = { F16: 2, F32: 4, I64: 8 }[dtype];
  const [start, end] = offsets as [number, number];
  if (width !== undefined && size * width !== end - start) {
    throw new Error(
      `safetensors entry '${name}' has ${end - start} bytes for shape [${(shape as number[]).join(', ')}]`,
    );
  }
  return { dtype, shape: shape as number[], start, end };
}

let float16Table: Float32Array | undefined;

/** IEEE 754 half precision → single, through a table of all 65,536 bit patterns (built once). */
export function float16ToFloat32(bytes: Uint8Array): Float32Array {
  const table = (float16Table ??= buildFloat16Table());
  const count = bytes.length >> 1;
  const out = new Float32Array(count);
  for (let i = 0; i < count; i++) out[i] = table[(bytes[2 * i] ?? 0) | ((bytes[2 * i + 1] ?? 0) << 8)] ?? NaN;
  return out;
}

function buildFloat16Table(): Float32Array {
  const table = new Float32Array(65_536);
  for (let bits = 0; bits < 65_536; bits++) {
    const sign = bits & 0x8000 ? -1 : 1;
    const exponent = (bits >> 10) & 0x1f;
    const fraction = bits & 0x3ff;
    if (exponent === 0) table[bits] = sign * 2 ** -14 * (fraction / 1024);
    else if (exponent === 0x1f) table[bits] = fraction === 0 ? sign * Infinity : NaN;
    else table[bits] = sign * 2 ** (exponent - 15) * (1 + fraction / 1024);
  }
  return table;
}
