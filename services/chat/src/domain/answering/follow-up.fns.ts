import { contentTerms } from './text-terms.fns.js';

/** A question this short in content words rarely names its subject on its own. */
const maxTermsOfFollowUp = 2;
const followUpOpening = /^\s*(?:and|but|also|so|then|what about|how about|and what about)\b/i;
const referringWord = /\b(?:it|its|it's|that|this|those|these|they|them|their|there|one|ones)\b/i;

/**
 * What to search for when no language model can rewrite the question: a follow-up such as "and how
 * much does it cost?" leans on the visitor's previous question for its subject, so the two are
 * searched together. A question that stands on its own is searched as it is.
 */
export function searchQueryFor(question: string, previousQuestions: readonly string[]): string {
  const previous = previousQuestions.at(-1);
  if (previous === undefined) return question;
  const looksLikeFollowUp =
    contentTerms(question).length <= maxTermsOfFollowUp ||
    followUpOpening.test(question) ||
    (referringWord.test(question) && contentTerms(question).length <= maxTermsOfFollowUp + 2);
  return looksLikeFollowUp ? `${previous} ${question}` : question;
}
