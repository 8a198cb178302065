import { readFile } from 'node:fs/promises';
import ort from 'onnxruntime-node';
import { buildBertOnnx, bertShape, type Precision } from './bert-graph.js';
import { ensureCachedModel } from './model-cache.js';
import { expectedSha256, packagedModelFiles, verifyChecksum, type ModelFiles } from './model-files.js';
import { parseSafetensors } from './safetensors.js';
import { loadTokeniser, type Tokenise } from './tokeniser.js';

/**
 * Most word pieces (texts × padded length) in one inference run. onnxruntime's CPU arena keeps the
 * largest run's buffers for the life of the process, and attention grows with the square of the
 * length: 32 texts of 256 pieces held 812 MB of RSS. Smaller runs also cost less CPU per text (their
 * activations stay in cache): at most 8 texts of the 128-piece window (sentence-embedder.ts).
 */
const wordPiecesPerRun = 1_024;

export type SessionSettings = {
  cacheDir: string;
  precision: Precision;
  /** onnxruntime intra-op threads (one inference uses this many cores). */
  threads: number;
  /** Most texts per inference run; texts of similar length are batched together to limit padding. */
  batchSize: number;
  /** The packaged files unless given (tests point at altered copies). */
  modelFiles?: ModelFiles;
};

export type LoadReport = {
  /** True when this process built the ONNX file (no cached copy existed). */
  built: boolean;
  buildMs: number;
  /** Checksums, tokenizer and onnxruntime session. */
  loadMs: number;
  modelPath: string;
};

export type EmbeddingSession = {
  report: LoadReport;
  /** Unit vectors, `bertShape.hidden` floats per text, in input order. */
  embed(texts: readonly string[]): Promise<Float32Array>;
};

/** Verifies the model files, builds or reuses the cached ONNX file and opens it in onnxruntime. */
export async function openEmbeddingSession(settings: SessionSettings): Promise<EmbeddingSession> {
  const started = performance.now();
  const files = settings.modelFiles ?? (await packagedModelFiles());
  await Promise.all([
    verifyChecksum(files.weightsPath, expectedSha256.weights, 'model weights'),
    verifyChecksum(files.tokenizerPath, expectedSha256.tokenizer, 'tokenizer'),
  ]);
  let buildMs = 0;
  const { path, built } = await ensureCachedModel({
    cacheDir: settings.cacheDir,
    weightsSha256: expectedSha256.weights,
    precision: settings.precision,
    build: async () => {
      const buildStarted = performance.now();
      const bytes = await buildBertOnnx(
        parseSafetensors(await readFile(files.weightsPath)),
        settings.precision,
      );
      buildMs = performance.now() - buildStarted;
      return bytes;
    },
  });
  const tokenise = await loadTokeniser(files.tokenizerPath);
  const session = await ort.InferenceSession.create(path, {
    executionProviders: ['cpu'],
    graphOptimizationLevel: 'all',
    intraOpNumThreads: settings.threads,
    interOpNumThreads: 1,
    executionMode: 'sequential',
    // Threads that wait for work sleep instead of spinning: the model shares two cores with the
    // service's own event loop, the database and the other services, which spinning would starve.
    extra: { session: { intra_op: { allow_spinning: '0' }, inter_op: { allow_spinning: '0' } } },
  });
  const report = { built, buildMs, loadMs: performance.now() - started - buildMs, modelPath: path };
  return { report, embed: (texts) => embedAll(session, tokenise, texts, settings.batchSize) };
}

async function embedAll(
  session: ort.InferenceSession,
  tokenise: Tokenise,
  texts: readonly string[],
  batchSize: number,
): Promise<Float32Array> {
  const { hidden } = bertShape;
  const out = new Float32Array(texts.length * hidden);
  const tokenised = texts.map((text, index) => ({ index, ids: tokenise(text) }));
  // Longest first, so each batch pads to a length close to its own texts'.
  tokenised.sort((a, b) => b.ids.length - a.ids.length);
  for (let start = 0; start < tokenised.length;) {
    const longest = tokenised[start]?.ids.length ?? 1;
    const size = Math.max(1, Math.min(batchSize, Math.floor(wordPiecesPerRun / longest)));
    const batch = tokenised.slice(start, start + size);
    start += size;
    const vectors = await runBatch(
      session,
      batch.map((item) => item.ids),
    );
    batch.forEach((item, row) => {
      out.set(vectors.subarray(row * hidden, (row + 1) * hidden), item.index * hidden);
    });
  }
  return out;
}

async function runBatch(session: ort.InferenceSession, sequences: number[][]): Promise<Float32Array> {
  const length = Math.max(...sequences.map((ids) => ids.length));
  const ids = new BigInt64Array(sequences.length * length);
  const mask = new BigInt64Array(sequences.length * length);
  sequences.forEach((sequence, row) => {
    sequence.forEach((id, column) => {
      ids[row * length + column] = BigInt(id);
      mask[row * length + column] = 1n;
    });
  });
  const dims = [sequences.length, length];
  const result = await session.run({
    input_ids: new ort.Tensor('int64', ids, dims),
    attention_mask: new ort.Tensor('int64', mask, dims),
  });
  const output = result.sentence_embedding;
  if (!output || !(output.data instanceof Float32Array))
    throw new Error('the model answered no sentence_embedding');
  return output.data;
}
