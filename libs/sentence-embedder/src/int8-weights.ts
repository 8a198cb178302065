/**
 * Symmetric int8 quantisation of a MatMul weight, one scale per output column (zero point 0), so
 * onnxruntime can run it as MatMulInteger on uint8 activations quantised at run time.
 *
 * The range is 7 bits (±63), not 8: on x86 CPUs without VNNI (AVX2 only, like this machine)
 * onnxruntime's uint8×int8 kernel adds pairs of products in 16 bits, and 255·127·2 overflows it;
 * 255·63·2 does not. The lost bit costs less accuracy than a saturated sum.
 */
export const int8WeightRange = 63;

export type QuantisedWeight = {
  /** [inputs × outputs], row-major, as MatMul's second operand. */
  values: Int8Array;
  /** One per output column: weight ≈ value × scale. */
  scales: Float32Array;
};

/** `weight` is [inputs × outputs], row-major. */
export function quantiseColumns(weight: Float32Array, inputs: number, outputs: number): QuantisedWeight {
  if (weight.length !== inputs * outputs) {
    throw new RangeError(`weight has ${weight.length} values, expected ${inputs}×${outputs}`);
  }
  const scales = new Float32Array(outputs);
  for (let row = 0; row < inputs; row++) {
    for (let column = 0; column < outputs; column++) {
      const magnitude = Math.abs(weight[row * outputs + column] ?? 0);
      if (magnitude > (scales[column] ?? 0)) scales[column] = magnitude;
    }
  }
  for (let column = 0; column < outputs; column++) {
    const largest = scales[column] ?? 0;
    scales[column] = largest === 0 ? 1 : largest / int8WeightRange;
  }
  const values = new Int8Array(weight.length);
  for (let row = 0; row < inputs; row++) {
    for (let column = 0; column < outputs; column++) {
      const index = row * outputs + column;
      const quantised = Math.round((weight[index] ?? 0) / (scales[column] ?? 1));
      values[index] = Math.max(-int8WeightRange, Math.min(int8WeightRange, quantised));
    }
  }
  return { values, scales };
}
