import { describe, expect, it } from 'vitest';
import { float16ToFloat32, parseSafetensors } from './safetensors.js';

function safetensorsFile(header: object, data: Uint8Array): Uint8Array {
  const json = new TextEncoder().encode(JSON.stringify(header));
  const file = new Uint8Array(8 + json.length + data.length);
  new DataView(file.buffer).setBigUint64(0, BigInt(json.length), true);
  file.set(json, 8);
  file.set(data, 8 + json.length);
  return file;
}

describe('safetensors reading', () => {
  it('turns half-precision bit patterns into the numbers they stand for', () => {
    const halves = Uint16Array.of(0x3c00, 0xc000, 0x7bff, 0x0001, 0x3555, 0x0000, 0x8000, 0x7c00);
    const values = float16ToFloat32(new Uint8Array(halves.buffer));
    expect(Array.from(values)).toEqual([1, -2, 65504, 2 ** -24, 0.333251953125, 0, -0, Infinity]);
  });

  it('reads a tensor by name with its shape, from F16 or F32', () => {
    const f16 = new Uint8Array(Uint16Array.of(0x3c00, 0x4000, 0x4200, 0x4400).buffer);
    const f32 = new Uint8Array(Float32Array.of(0.5, -1.5).buffer);
    const data = new Uint8Array([...f16, ...f32]);
    const file = parseSafetensors(
      safetensorsFile(
        {
          __metadata__: { format: 'pt' },
          a: { dtype: 'F16', shape: [2, 2], data_offsets: [0, 8] },
          b: { dtype: 'F32', shape: [2], data_offsets: [8, 16] },
        },
        data,
      ),
    );
    expect(file.names()).toEqual(['a', 'b']);
    expect(file.shape('a')).toEqual([2, 2]);
    expect(Array.from(file.float32('a'))).toEqual([1, 2, 3, 4]);
    expect(Array.from(file.float32('b'))).toEqual([0.5, -1.5]);
    expect(() => file.float32('missing')).toThrow("no tensor 'missing'");
  });

  it('refuses entries that point outside the file or do not match their shape', () => {
    const data = new Uint8Array(8);
    expect(() =>
      parseSafetensors(safetensorsFile({ a: { dtype: 'F16', shape: [4], data_offsets: [0, 80] } }, data)),
    ).toThrow("safetensors entry 'a' is malformed");
    expect(() =>
      parseSafetensors(safetensorsFile({ a: { dtype: 'F16', shape: [3], data_offsets: [0, 8] } }, data)),
    ).toThrow("safetensors entry 'a' has 8 bytes for shape [3]");
    const lying = new Uint8Array(16);
    new DataView(lying.buffer).setBigUint64(0, 1_000_000n, true);
    expect(() => parseSafetensors(lying)).toThrow('does not fit the file');
  });
});
