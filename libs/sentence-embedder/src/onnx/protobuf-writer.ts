/**
 * The few protobuf wire-format pieces an ONNX file needs: varints, length-delimited fields and
 * packed repeated integers. Messages are built bottom-up as byte arrays; a field's bytes are
 * concatenated once by its parent, which is fine for a model written once per machine.
 */

const wireVarint = 0;
const wireFixed32 = 5;
const wireLengthDelimited = 2;

/** A protobuf message under construction: its fields' encoded bytes, in order. */
export class MessageWriter {
  private readonly parts: Uint8Array[] = [];
  private length = 0;

  /** int32/int64/enum/bool field. Negative values are written as 10-byte two's complement, as protobuf does. */
  varint(field: number, value: number | bigint): this {
    this.push(encodeVarint(tag(field, wireVarint)));
    this.push(encodeVarint(value));
    return this;
  }

  float(field: number, value: number): this {
    const bytes = new Uint8Array(4);
    new DataView(bytes.buffer).setFloat32(0, value, true);
    this.push(encodeVarint(tag(field, wireFixed32)));
    this.push(bytes);
    return this;
  }

  string(field: number, value: string): this {
    return this.bytes(field, new TextEncoder().encode(value));
  }

  bytes(field: number, value: Uint8Array): this {
    this.push(encodeVarint(tag(field, wireLengthDelimited)));
    this.push(encodeVarint(value.length));
    this.push(value);
    return this;
  }

  message(field: number, value: MessageWriter): this {
    return this.bytes(field, value.finish());
  }

  /** Repeated int64 as one packed field (proto3's default encoding for repeated scalars). */
  packedVarints(field: number, values: readonly (number | bigint)[]): this {
    const inner = new MessageWriter();
    for (const value of values) inner.push(encodeVarint(value));
    return this.bytes(field, inner.finish());
  }

  finish(): Uint8Array {
    const out = new Uint8Array(this.length);
    let offset = 0;
    for (const part of this.parts) {
      out.set(part, offset);
      offset += part.length;
    }
    return out;
  }

  private push(part: Uint8Array): void {
    this.parts.push(part);
    this.length += part.length;
  }
}

function tag(field: number, wireType: number): number {
  return field * 8 + wireType;
}

export function encodeVarint(value: number | bigint): Uint8Array {
  let remaining = BigInt.asUintN(64, BigInt(value));
  const bytes: number[] = [];
  do {
    let byte = Number(remaining & 0x7fn);
    remaining >>= 7n;
    if (remaining !== 0n) byte |= 0x80;
    bytes.push(byte);
  } while (remaining !== 0n);
  return Uint8Array.from(bytes);
}
