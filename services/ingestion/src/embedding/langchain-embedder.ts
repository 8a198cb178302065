import type { EmbeddingsInterface } from '@langchain/core/embeddings';
import { AsyncCaller } from '@langchain/core/utils/async_caller';
import { AppError, isAppError } from '@sitesage/errors';
import type { Embedder } from '../domain/content/embedder.types.js';
import { findVectorProblem, splitIntoBatches, type ExpectedWidth } from './embedding-batches.fns.js';

export type LangchainEmbedderOptions = {
  /** Names the provider in error messages: 'openai', 'gemini', 'ollama'. */
  provider: string;
  model: string;
  embeddings: Pick<EmbeddingsInterface, 'embedDocuments'>;
  batchSize: number;
  /** The configured width (EMBEDDING_DIMENSIONS); when absent a one-word probe learns it. */
  dimensions: number | undefined;
  /**
   * Longest wait for one batch, the client's own retries included. OpenAI's client has a per-request
   * timeout; LangChain gives Gemini's and Ollama's none, so without this a hung provider would hold
   * an ingestion job forever. The abandoned request is not cancelled, only no longer awaited.
   */
  batchTimeoutMs: number;
  /**
   * How many more times to ask when texts come back without a vector. LangChain's Gemini client
   * answers empty vectors for a failed request instead of throwing, so its own retries never run.
   */
  retriesOnMissingVectors: number;
};

const probeText = 'dimensions';

/**
 * Wraps a LangChain `Embeddings` into our `Embedder`: batches of `batchSize`, one batch at a time (a
 * rate-limited provider is better served sequentially), every answer checked for count and width.
 *
 * `Embedder.dimensions` must be known before the first chunk is stored, so when it is not configured
 * this embeds one word first and takes the width from the answer — which is why this is async.
 */
export async function createLangchainEmbedder(options: LangchainEmbedderOptions): Promise<Embedder> {
  const { model, batchSize } = options;
  let expected: ExpectedWidth | undefined =
    options.dimensions === undefined
      ? undefined
      : { dimensions: options.dimensions, source: 'EMBEDDING_DIMENSIONS' };
  if (!expected) {
    const [probe = []] = await embedBatch(options, [probeText], undefined);
    expected = { dimensions: probe.length, source: `what ${options.provider} answered for a first probe` };
  }
  const width = expected;
  return {
    model,
    dimensions: width.dimensions,
    async embed(texts) {
      const vectors: number[][] = [];
      for (const batch of splitIntoBatches(texts, batchSize)) {
        vectors.push(...(await embedBatch(options, batch, width)));
      }
      return vectors;
    },
  };
}

class MissingVectorsError extends Error {}

async function embedBatch(
  options: LangchainEmbedderOptions,
  texts: string[],
  expected: ExpectedWidth | undefined,
): Promise<number[][]> {
  const { provider, model, embeddings } = options;
  const failure = (
    code: 'UNAVAILABLE' | 'FAILED_PRECONDITION' | 'DEADLINE_EXCEEDED',
    what: string,
    cause?: unknown,
  ) => new AppError(code, `Embedding provider ${provider} (model '${model}') ${what}`, { cause });

  // Only missing vectors are asked again here; everything else the client already retried.
  const caller = new AsyncCaller({
    maxRetries: options.retriesOnMissingVectors,
    maxConcurrency: 1,
    onFailedAttempt: (error: unknown) => {
      if (!(error instanceof MissingVectorsError)) throw error;
    },
  });
  const attempt = async (): Promise<number[][]> => {
    const vectors = await embeddings.embedDocuments(texts);
    const problem = findVectorProblem(vectors, texts.length, undefined);
    if (problem?.kind === 'missing') throw new MissingVectorsError(problem.message);
    return vectors;
  };

  let vectors: number[][];
  try {
    vectors = await withDeadline(caller.call(attempt), options.batchTimeoutMs, () =>
      failure('DEADLINE_EXCEEDED', `did not answer within ${options.batchTimeoutMs / 1000} s`),
    );
  } catch (error) {
    if (isAppError(error)) throw error;
    if (error instanceof MissingVectorsError) {
      throw failure(
        'UNAVAILABLE',
        `${error.message}: the request failed and its client does not say why; check EMBEDDING_API_KEY, EMBEDDING_MODEL and the provider's quota`,
      );
    }
    throw failure('UNAVAILABLE', `failed: ${error instanceof Error ? error.message : String(error)}`, error);
  }

  const problem = findVectorProblem(vectors, texts.length, expected);
  if (problem) throw failure('FAILED_PRECONDITION', problem.message);
  return vectors;
}

function withDeadline<T>(work: Promise<T>, timeoutMs: number, onTimeout: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      reject(onTimeout());
    }, timeoutMs);
  });
  return Promise.race([work, deadline]).finally(() => {
    clearTimeout(timer);
  });
}
