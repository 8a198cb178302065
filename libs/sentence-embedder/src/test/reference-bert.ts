import { bertShape } from '../bert-graph.js';
import type { SafetensorsFile } from '../safetensors.js';

/**
 * BERT's forward pass written out plainly in JavaScript (double precision, one text, no padding),
 * followed by sentence-transformers' mean pooling and L2 normalisation. Slow on purpose — it
 * exists to check the ONNX graph the library builds against an implementation that shares none
 * of its code beyond the weight reader, and is run on one short sentence.
 */
export function referenceSentenceVector(weights: SafetensorsFile, ids: readonly number[]): number[] {
  const { hidden, heads, layers, intermediate, layerNormEpsilon } = bertShape;
  const headSize = hidden / heads;
  const tensor = (name: string): Float32Array => weights.float32(name);

  const word = tensor('embeddings.word_embeddings.weight');
  const position = tensor('embeddings.position_embeddings.weight');
  const tokenType = tensor('embeddings.token_type_embeddings.weight');
  let states: number[][] = ids.map((id, t) =>
    Array.from(
      { length: hidden },
      (_, d) => word[id * hidden + d]! + position[t * hidden + d]! + tokenType[d]!,
    ),
  );
  states = states.map((row) =>
    layerNorm(
      row,
      tensor('embeddings.LayerNorm.weight'),
      tensor('embeddings.LayerNorm.bias'),
      layerNormEpsilon,
    ),
  );

  for (let layer = 0; layer < layers; layer++) {
    const p = `encoder.layer.${layer}.`;
    const dense = (rows: number[][], name: string, outputs: number, inputs: number): number[][] =>
      rows.map((row) =>
        linear(row, tensor(`${p}${name}.weight`), tensor(`${p}${name}.bias`), outputs, inputs),
      );
    const q = dense(states, 'attention.self.query', hidden, hidden);
    const k = dense(states, 'attention.self.key', hidden, hidden);
    const v = dense(states, 'attention.self.value', hidden, hidden);
    const context = states.map(() => new Array<number>(hidden).fill(0));
    for (let head = 0; head < heads; head++) {
      const offset = head * headSize;
      for (let i = 0; i < states.length; i++) {
        const scores = states.map((_, j) => {
          let dot = 0;
          for (let d = 0; d < headSize; d++) dot += q[i]![offset + d]! * k[j]![offset + d]!;
          return dot / Math.sqrt(headSize);
        });
        const top = Math.max(...scores);
        const exps = scores.map((score) => Math.exp(score - top));
        const total = exps.reduce((sum, e) => sum + e, 0);
        for (let j = 0; j < states.length; j++) {
          const weight = exps[j]! / total;
          for (let d = 0; d < headSize; d++) context[i]![offset + d]! += weight * v[j]![offset + d]!;
        }
      }
    }
    const attended = dense(context, 'attention.output.dense', hidden, hidden);
    states = states.map((row, t) =>
      layerNorm(
        row.map((value, d) => value + attended[t]![d]!),
        tensor(`${p}attention.output.LayerNorm.weight`),
        tensor(`${p}attention.output.LayerNorm.bias`),
        layerNormEpsilon,
      ),
    );
    const expanded = dense(states, 'intermediate.dense', intermediate, hidden).map((row) => row.map(gelu));
    const projected = dense(expanded, 'output.dense', hidden, intermediate);
    states = states.map((row, t) =>
      layerNorm(
        row.map((value, d) => value + projected[t]![d]!),
        tensor(`${p}output.LayerNorm.weight`),
        tensor(`${p}output.LayerNorm.bias`),
        layerNormEpsilon,
      ),
    );
  }

  const mean = Array.from(
    { length: hidden },
    (_, d) => states.reduce((sum, row) => sum + row[d]!, 0) / states.length,
  );
  const norm = Math.sqrt(mean.reduce((sum, value) => sum + value * value, 0));
  return mean.map((value) => value / norm);
}

/** PyTorch layout: weight is [outputs × inputs]. */
function linear(
  row: number[],
  weight: Float32Array,
  bias: Float32Array,
  outputs: number,
  inputs: number,
): number[] {
  return Array.from({ length: outputs }, (_, o) => {
    let sum = bias[o]!;
    for (let i = 0; i < inputs; i++) sum += weight[o * inputs + i]! * row[i]!;
    return sum;
  });
}

function layerNorm(row: number[], scale: Float32Array, bias: Float32Array, epsilon: number): number[] {
  const mean = row.reduce((sum, value) => sum + value, 0) / row.length;
  const variance = row.reduce((sum, value) => sum + (value - mean) ** 2, 0) / row.length;
  const deviation = Math.sqrt(variance + epsilon);
  return row.map((value, d) => ((value - mean) / deviation) * scale[d]! + bias[d]!);
}

function gelu(x: number): number {
  return 0.5 * x * (1 + erf(x / Math.SQRT2));
}

/** erf by its Maclaurin series near 0 and a continued fraction of erfc further out (error < 1e-12). */
function erf(x: number): number {
  const sign = x < 0 ? -1 : 1;
  const a = Math.abs(x);
  if (a < 2.5) {
    let term = a;
    let sum = a;
    for (let n = 1; n < 100; n++) {
      term *= (-a * a) / n;
      const addend = term / (2 * n + 1);
      sum += addend;
      if (Math.abs(addend) < 1e-17) break;
    }
    return sign * (2 / Math.sqrt(Math.PI)) * sum;
  }
  // erfc(a) = exp(-a²)/√π · 1/(a + 1/2/(a + 1/(a + 3/2/(a + 2/(a + …)))))
  let fraction = a;
  for (let n = 60; n >= 1; n--) fraction = a + n / 2 / fraction;
  return sign * (1 - Math.exp(-a * a) / Math.sqrt(Math.PI) / fraction);
}
