export {
  embeddingVariables,
  embeddingProviders,
  defaultEmbeddingModels,
  resolveEmbeddingSettings,
  type EmbeddingConfig,
  type EmbeddingProvider,
  type EmbeddingSettings,
} from './embedding.config.js';
export { createEmbedder } from './create-embedder.js';
export { createLangchainEmbedder, type LangchainEmbedderOptions } from './langchain-embedder.js';
