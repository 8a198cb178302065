import type { Logger } from '@sitesage/logger';
import { loadSentenceEmbedder, type SentenceEmbedderOptions } from '@sitesage/sentence-embedder';
import type { Embedder } from '../domain/content/embedder.types.js';
import { createHashingEmbedder } from '../domain/content/hashing-embedder.js';

let warned = false;

/**
 * The default embedder: all-MiniLM-L6-v2 in this process (built into an ONNX file in the cache
 * folder on first start, then loaded in about a second). If it cannot load — damaged weights, a
 * missing native binding, no room for the cache — the service keeps working on the hashing
 * embedder and says why, once. Its vectors carry the hashing model's name, so they are never
 * compared with the semantic ones; ingestion workers re-embed them once the model loads again.
 */
export async function createLocalEmbedder(
  options: Pick<SentenceEmbedderOptions, 'cacheDir' | 'threads'>,
  log: Logger | undefined,
): Promise<Embedder> {
  try {
    const model = await loadSentenceEmbedder({
      cacheDir: options.cacheDir,
      ...(options.threads === undefined ? {} : { threads: options.threads }),
    });
    log?.info(
      {
        model: model.model,
        built: model.report.built,
        buildMs: Math.round(model.report.buildMs),
        loadMs: Math.round(model.report.loadMs),
      },
      'local embedding model ready',
    );
    return { model: model.model, dimensions: model.dimensions, embed: (texts) => model.embed(texts) };
  } catch (error) {
    const fallback = createHashingEmbedder();
    if (!warned) {
      warned = true;
      log?.warn(
        { err: error, fallback: fallback.model },
        'the local embedding model could not load; using the hashing embedder (matches wording, not meaning)',
      );
    }
    return fallback;
  }
}
