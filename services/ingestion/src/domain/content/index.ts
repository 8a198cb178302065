export { extractPage, type ExtractedPage } from './extract-page.fns.js';
export {
  removeBoilerplateOfPage,
  removeSiteBoilerplate,
  type BoilerplateOptions,
  type PageText,
} from './boilerplate.fns.js';
export {
  chunkPage,
  defaultChunkOptions,
  estimateTokens,
  sha256Hex,
  type Chunk,
  type ChunkedPage,
  type ChunkOptions,
} from './chunk-text.fns.js';
export type { Embedder } from './embedder.types.js';
export {
  cosineSimilarity,
  createHashingEmbedder,
  hashingVector,
  type HashingEmbedderOptions,
} from './hashing-embedder.js';
