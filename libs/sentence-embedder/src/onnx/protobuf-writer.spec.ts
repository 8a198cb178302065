import { describe, expect, it } from 'vitest';
import { encodeVarint, MessageWriter } from './protobuf-writer.js';

describe('protobuf wire format', () => {
  it('writes varints as protobuf does, negatives as ten bytes', () => {
    expect(Array.from(encodeVarint(1))).toEqual([1]);
    expect(Array.from(encodeVarint(300))).toEqual([0xac, 0x02]);
    expect(Array.from(encodeVarint(-1))).toEqual([
      0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01,
    ]);
  });

  it('writes tagged fields: varint, fixed32 float, string, packed, nested', () => {
    const inner = new MessageWriter().varint(1, 150);
    const bytes = new MessageWriter()
      .varint(1, 150)
      .float(2, 1)
      .string(3, 'hi')
      .packedVarints(4, [3, 270])
      .message(5, inner)
      .finish();
    expect(Array.from(bytes)).toEqual([
      0x08,
      0x96,
      0x01, // field 1 varint 150
      0x15,
      0x00,
      0x00,
      0x80,
      0x3f, // field 2 fixed32 1.0
      0x1a,
      0x02,
      0x68,
      0x69, // field 3 "hi"
      0x22,
      0x03,
      0x03,
      0x8e,
      0x02, // field 4 packed [3, 270]
      0x2a,
      0x03,
      0x08,
      0x96,
      0x01, // field 5 message { 1: 150 }
    ]);
  });
});
