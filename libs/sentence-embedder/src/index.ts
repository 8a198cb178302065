export {
  loadSentenceEmbedder,
  sentenceModelName,
  type SentenceEmbedder,
  type SentenceEmbedderOptions,
} from './sentence-embedder.js';
export { maxWordPieces } from './tokeniser.js';
export { ModelChecksumError, expectedSha256, minilmPackage, type ModelFiles } from './model-files.js';
export type { Precision } from './bert-graph.js';
export type { LoadReport } from './embedding-session.js';
