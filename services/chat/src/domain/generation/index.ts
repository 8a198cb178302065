export {
  createAnswerGenerator,
  generationMessages,
  type AnswerGenerator,
  type AnswerGeneratorDependencies,
  type AnswerRequest,
} from './answer-generator.js';
export {
  defaultLlmBaseUrls,
  defaultLlmModels,
  generationVariables,
  llmProviders,
  resolveGenerationSettings,
  type GenerationConfig,
  type GenerationSettings,
  type LlmProvider,
  type RemoteLlmProvider,
} from './generation.config.js';
export type { BotPersona, GroundingPassage } from './grounded-prompt.fns.js';
export type { ConversationTurn } from './prompt-text.fns.js';
