import { quantiseColumns } from './int8-weights.js';
import { elementType, floatTensor, int64Tensor, int8Tensor, OnnxGraph } from './onnx/onnx-graph.js';
import type { SafetensorsFile } from './safetensors.js';

/**
 * Builds the ONNX graph of a BERT sentence encoder (all-MiniLM-L6-v2's shape) from its weights:
 * embeddings, six transformer layers, mean pooling over the attention mask and L2 normalisation —
 * sentence-transformers' recipe — so the model answers one unit vector per text.
 *
 * Inputs: input_ids and attention_mask, int64 [batch, sequence]. Output: sentence_embedding,
 * float [batch, 384]. Token types are all zero for single texts, so their embedding row 0 is
 * folded into the position embeddings.
 *
 * Precision 'int8' quantises the MatMul weights per column (see int8-weights.ts) and quantises
 * activations per token at run time (quantiseRows → MatMulInteger → Cast → Mul).
 * The feed-forward down-projection stays fp32: its input (the GELU output, 1,536 wide) has a few
 * outlier channels, and one uint8 scale for all of them costs the most accuracy — measured, with
 * it quantised very short texts ("ok") fell to cosine 0.97 against fp32; without, ≥ 0.98, for
 * about a sixth more time.
 */

export type Precision = 'fp32' | 'int8';

/** Changing the graph changes every cached model file: bump this with any change to this file. */
export const graphBuilderVersion = 3;

export const bertShape = {
  hidden: 384,
  heads: 12,
  layers: 6,
  intermediate: 1536,
  maxPositions: 512,
  layerNormEpsilon: 1e-12,
} as const;

const opset = 17;
/** ONNX IR version 8 goes with opset 17. */
const irVersion = 8;
/** What padded positions add to attention scores; exp() of it is 0 in float32. */
const maskedScore = -10_000;

const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

export async function buildBertOnnx(weights: SafetensorsFile, precision: Precision): Promise<Uint8Array> {
  const { hidden, heads, layers } = bertShape;
  const headSize = hidden / heads;
  const g = new OnnxGraph();
  const scalar = (name: string, value: number): string =>
    g.constant(name, floatTensor([], Float32Array.of(value)));
  const ints = (name: string, values: number[]): string =>
    g.constant(name, int64Tensor([values.length], values));
  const index = (name: string, value: number): string => g.constant(name, int64Tensor([], [value]));
  const vector = (name: string): string => {
    const values = weights.float32(name);
    return g.constant(name, floatTensor([values.length], values));
  };

  if (precision === 'int8') {
    scalar('row_min_magnitude', 1e-8);
    scalar('row_levels', 127);
    scalar('row_zero_point_float', 128);
    scalar('uint8_min', 0);
    scalar('uint8_max', 255);
    g.constant('row_zero_point', { dataType: elementType.uint8, dims: [], raw: Uint8Array.of(128) });
  }
  const inputIds = g.input('input_ids', elementType.int64, ['batch', 'sequence']);
  const attentionMask = g.input('attention_mask', elementType.int64, ['batch', 'sequence']);
  g.output('sentence_embedding', elementType.float, ['batch', hidden]);

  // Embeddings: word + position (+ token type 0), then LayerNorm.
  const wordTable = g.constant(
    'word_embeddings',
    floatTensor(
      weights.shape('embeddings.word_embeddings.weight'),
      weights.float32('embeddings.word_embeddings.weight'),
    ),
  );
  const positionTable = positionsWithTokenType(weights);
  const positions = g.constant(
    'position_embeddings',
    floatTensor([bertShape.maxPositions, hidden], positionTable),
  );
  const words = g.op('Gather', [wordTable, inputIds], { axis: { int: 0 } });
  const sequenceLength = g.op('Slice', [g.op('Shape', [inputIds]), ints('one_1d', [1]), ints('two_1d', [2])]);
  const positionRows = g.op('Slice', [positions, ints('zero_1d', [0]), sequenceLength, ints('axis0', [0])]);
  let state = layerNorm(
    g,
    g.op('Add', [words, positionRows]),
    vector('embeddings.LayerNorm.weight'),
    vector('embeddings.LayerNorm.bias'),
  );

  // Padding: 0 where attended, a large negative score where padded; [batch, 1, 1, sequence].
  const maskFloat = g.op('Cast', [attentionMask], { to: { int: elementType.float } });
  const maskBias = g.op('Unsqueeze', [
    g.op('Mul', [g.op('Sub', [scalar('one', 1), maskFloat]), scalar('masked_score', maskedScore)]),
    ints('axes_1_2', [1, 2]),
  ]);

  const splitHeads = ints('split_heads', [0, 0, 3, heads, headSize]);
  const mergeHeads = ints('merge_heads', [0, 0, hidden]);
  const [query, key, value] = [0, 1, 2].map((i) => index(`qkv_${i}`, i)) as [string, string, string];

  for (let layer = 0; layer < layers; layer++) {
    const p = `encoder.layer.${layer}.`;
    const w = (name: string): Float32Array => weights.float32(`${p}${name}`);

    // Q, K and V in one MatMul; the 1/√(head size) score scale is folded into Q's weights.
    const scale = 1 / Math.sqrt(headSize);
    const qkvWeight = concatColumns(
      [
        transpose(scaled(w('attention.self.query.weight'), scale), hidden, hidden),
        transpose(w('attention.self.key.weight'), hidden, hidden),
        transpose(w('attention.self.value.weight'), hidden, hidden),
      ],
      hidden,
    );
    const qkvBias = concat([
      scaled(w('attention.self.query.bias'), scale),
      w('attention.self.key.bias'),
      w('attention.self.value.bias'),
    ]);
    const qkv = linear(g, precision, `${p}qkv`, state, qkvWeight, qkvBias, hidden, 3 * hidden);
    // [batch, seq, 3·hidden] → [3, batch, heads, seq, headSize]
    const perHead = g.op('Transpose', [g.op('Reshape', [qkv, splitHeads])], {
      perm: { ints: [2, 0, 3, 1, 4] },
    });
    const q = g.op('Gather', [perHead, query], { axis: { int: 0 } });
    const kT = g.op('Transpose', [g.op('Gather', [perHead, key], { axis: { int: 0 } })], {
      perm: { ints: [0, 1, 3, 2] },
    });
    const v = g.op('Gather', [perHead, value], { axis: { int: 0 } });
    const scores = g.op('Add', [g.op('MatMul', [q, kT]), maskBias]);
    const probabilities = g.op('Softmax', [scores], { axis: { int: -1 } });
    const context = g.op('Reshape', [
      g.op('Transpose', [g.op('MatMul', [probabilities, v])], { perm: { ints: [0, 2, 1, 3] } }),
      mergeHeads,
    ]);
    const attended = linear(
      g,
      precision,
      `${p}attention_output`,
      context,
      transpose(w('attention.output.dense.weight'), hidden, hidden),
      w('attention.output.dense.bias'),
      hidden,
      hidden,
    );
    state = layerNorm(
      g,
      g.op('Add', [attended, state]),
      g.constant(`${p}ln1_scale`, floatTensor([hidden], w('attention.output.LayerNorm.weight'))),
      g.constant(`${p}ln1_bias`, floatTensor([hidden], w('attention.output.LayerNorm.bias'))),
    );

    const { intermediate } = bertShape;
    const expanded = gelu(
      g,
      linear(
        g,
        precision,
        `${p}intermediate`,
        state,
        transpose(w('intermediate.dense.weight'), intermediate, hidden),
        w('intermediate.dense.bias'),
        hidden,
        intermediate,
      ),
    );
    const projected = linear(
      g,
      'fp32', // see the file comment: the GELU output's outlier channels
      `${p}output`,
      expanded,
      transpose(w('output.dense.weight'), hidden, intermediate),
      w('output.dense.bias'),
      intermediate,
      hidden,
    );
    state = layerNorm(
      g,
      g.op('Add', [projected, state]),
      g.constant(`${p}ln2_scale`, floatTensor([hidden], w('output.LayerNorm.weight'))),
      g.constant(`${p}ln2_bias`, floatTensor([hidden], w('output.LayerNorm.bias'))),
    );
    await yieldToEventLoop();
  }

  // Mean over attended positions, then unit length.
  const maskColumn = g.op('Unsqueeze', [maskFloat, ints('axis2', [2])]);
  const axis1 = ints('axis1', [1]);
  const summed = g.op('ReduceSum', [g.op('Mul', [state, maskColumn]), axis1], { keepdims: { int: 0 } });
  const counted = g.op('ReduceSum', [maskColumn, axis1], { keepdims: { int: 0 } });
  const mean = g.op('Div', [summed, g.op('Max', [counted, scalar('min_count', 1e-9)])]);
  const norm = g.op('Sqrt', [
    g.op('ReduceSum', [g.op('Mul', [mean, mean]), axis1], { keepdims: { int: 1 } }),
  ]);
  g.op('Div', [mean, g.op('Max', [norm, scalar('min_norm', 1e-12)])], {}, 'sentence_embedding');

  await yieldToEventLoop();
  return g.encode({
    irVersion,
    opset,
    producer: 'sitesage-sentence-embedder',
    producerVersion: String(graphBuilderVersion),
  });
}

/** y = x·W + b with W [inputs × outputs]; int8 runs it on quantised weights and activations. */
function linear(
  g: OnnxGraph,
  precision: Precision,
  name: string,
  x: string,
  weight: Float32Array,
  bias: Float32Array,
  inputs: number,
  outputs: number,
): string {
  const biasName = g.constant(`${name}.bias`, floatTensor([outputs], bias));
  if (precision === 'fp32') {
    const weightName = g.constant(`${name}.weight`, floatTensor([inputs, outputs], weight));
    return g.op('Add', [g.op('MatMul', [x, weightName]), biasName]);
  }
  const quantised = quantiseColumns(weight, inputs, outputs);
  const weightName = g.constant(`${name}.weight_int8`, int8Tensor([inputs, outputs], quantised.values));
  const weightScale = g.constant(`${name}.weight_scale`, floatTensor([outputs], quantised.scales));
  const { values, scales } = quantiseRows(g, x);
  const product = g.op('MatMulInteger', [values, weightName, 'row_zero_point']);
  const asFloat = g.op('Cast', [product], { to: { int: elementType.float } });
  const rescaled = g.op('Mul', [g.op('Mul', [asFloat, scales]), weightScale]);
  return g.op('Add', [rescaled, biasName]);
}

/**
 * Dynamic quantisation of activations, one scale per token (row): q = round(x / s) + 128 with
 * s = max|x| / 127, as uint8 around the fixed zero point 128. Per token rather than per tensor
 * (DynamicQuantizeLinear), so a text's vector does not depend on the texts batched with it or on
 * padding, and one token's large values do not coarsen every other token's.
 */
function quantiseRows(g: OnnxGraph, x: string): { values: string; scales: string } {
  const largest = g.op('ReduceMax', [g.op('Abs', [x])], { axes: { ints: [-1] }, keepdims: { int: 1 } });
  const scales = g.op('Div', [g.op('Max', [largest, 'row_min_magnitude']), 'row_levels']);
  const shifted = g.op('Add', [g.op('Round', [g.op('Div', [x, scales])]), 'row_zero_point_float']);
  const clipped = g.op('Clip', [shifted, 'uint8_min', 'uint8_max']);
  return { values: g.op('Cast', [clipped], { to: { int: elementType.uint8 } }), scales };
}

function layerNorm(g: OnnxGraph, x: string, scale: string, bias: string): string {
  return g.op('LayerNormalization', [x, scale, bias], {
    axis: { int: -1 },
    epsilon: { float: bertShape.layerNormEpsilon },
  });
}

/** BERT's exact GELU, x·½·(1 + erf(x/√2)); onnxruntime fuses this pattern into one Gelu kernel. */
function gelu(g: OnnxGraph, x: string): string {
  const sqrt2 = g.constant(`gelu_sqrt2_${x}`, floatTensor([], Float32Array.of(Math.SQRT2)));
  const one = g.constant(`gelu_one_${x}`, floatTensor([], Float32Array.of(1)));
  const half = g.constant(`gelu_half_${x}`, floatTensor([], Float32Array.of(0.5)));
  const erf = g.op('Erf', [g.op('Div', [x, sqrt2])]);
  return g.op('Mul', [g.op('Mul', [x, g.op('Add', [erf, one])]), half]);
}

function positionsWithTokenType(weights: SafetensorsFile): Float32Array {
  const positions = weights.float32('embeddings.position_embeddings.weight');
  const tokenTypeZero = weights
    .float32('embeddings.token_type_embeddings.weight')
    .subarray(0, bertShape.hidden);
  return positions.map((value, i) => value + (tokenTypeZero[i % bertShape.hidden] ?? 0));
}

/** PyTorch stores Linear weights as [outputs × inputs]; MatMul wants [inputs × outputs]. */
function transpose(weight: Float32Array, outputs: number, inputs: number): Float32Array {
  const out = new Float32Array(weight.length);
  for (let o = 0; o < outputs; o++) {
    for (let i = 0; i < inputs; i++) out[i * outputs + o] = weight[o * inputs + i] ?? 0;
  }
  return out;
}

/** Side by side: [rows × a] and [rows × b] → [rows × (a + b)]. */
function concatColumns(parts: Float32Array[], rows: number): Float32Array {
  const widths = parts.map((part) => part.length / rows);
  const total = widths.reduce((sum, width) => sum + width, 0);
  const out = new Float32Array(rows * total);
  for (let row = 0; row < rows; row++) {
    let column = 0;
    parts.forEach((part, k) => {
      const width = widths[k] ?? 0;
      out.set(part.subarray(row * width, (row + 1) * width), row * total + column);
      column += width;
    });
  }
  return out;
}

function concat(parts: Float32Array[]): Float32Array {
  const out = new Float32Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

function scaled(values: Float32Array, factor: number): Float32Array {
  return values.map((value) => value * factor);
}
