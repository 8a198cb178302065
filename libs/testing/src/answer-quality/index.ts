export type { DevConversation, DevQuestion, Fact, TurnKind } from './dev-set.types.js';
export { devSetProblems } from './dev-set.fns.js';
export {
  allDevSetProblems,
  devSetCorpusProblems,
  devSetCounts,
  devSetMinimums,
  devSetMixProblems,
  type DevSetCounts,
} from './dev-set-checks.fns.js';
export { loadDevSetFile, parseDevSet, type DevSetFile } from './dev-set-file.js';
export { corpusPageText } from './corpus-page-text.js';
export { documensoDevSet } from './documenso-dev-set.js';
export {
  answeredRight,
  expectedRank,
  factFound,
  factShare,
  isAnswerable,
  missReason,
  normaliseForFacts,
  pagePath,
  percentile,
  scoreTurns,
  type AskedTurn,
  type QualityScores,
} from './quality-metrics.fns.js';
