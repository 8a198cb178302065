export {
  composeExtractiveAnswer,
  defaultMaxUnits,
  defaultDeclineBelow,
  defaultMinOverlap,
  maxQuotedLength,
  noMatchAnswer,
} from './extractive-answer.fns.js';
export type {
  AnswerPassage,
  AnswerSource,
  ExtractiveAnswer,
  ExtractiveAnswerOptions,
} from './extractive-answer.fns.js';
export { guessLanguage } from './language.fns.js';
export { contentTerms, foldWord } from './text-terms.fns.js';
export { splitIntoUnits, splitSentences, stripInlineMarkdown } from './text-units.fns.js';
export type { TextUnit, TextUnitKind } from './text-units.fns.js';
