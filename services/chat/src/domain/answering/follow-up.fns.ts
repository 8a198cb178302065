import { contentTerms } from './text-terms.fns.js';

/**
 * Openings that continue the previous question rather than start a new one ("and on mobile?",
 * "what about the yearly plan?"), in the languages visitors most often write in.
 */
const continuingOpening =
  /^\s*[¿¡]?\s*(?:and|also|or|plus|what about|how about|same for|same with|y|e|o|und|oder|et|ou|aussi|auch|und was ist mit|et pour|y para|y en|e para|e no|e na|and what about|what if)\b/iu;

/**
 * Words that point back at something named before. "It" as a subject is left out on purpose:
 * visitors call the product itself "it" ("is it GDPR compliant?"); "it" after a verb or preposition
 * ("the max size for it") is counted.
 */
const pointingBack =
  /\b(?:they|them|their|theirs|those|these|that one|this one|the same|there|one|ones|él|ella|ellos|ellas|eso|esto|ihn|ihm|sie|diese|dieser|cela|ça|ceci|isso|isto|eles|elas)\b|\b(?:for|with|on|about|to|from|in|of|into|change|use|cancel|delete|remove|get|set|turn|find|do|edit|update|add|share|see|open|download)\s+(?:it|that|this)\b/iu;
/** "It" or "its" anywhere: points back only when the question names almost nothing else. */
const itWord = /\b(?:it|its|it's)\b/iu;
/** Words that say the question continues the last one ("…too?", "…anyway?", "…after that?"). */
const continuingWord =
  /\b(?:too|as well|anyway|either|instead|after that|otherwise|también|auch|aussi|também)\b/iu;

/**
 * Words that ask about something without naming it: "how much does it cost?", "does that work?",
 * "can I change it?". A question made only of these (and stop words) has no subject of its own.
 */
const subjectlessWords = new Set(
  (
    'cost price much many long take work use set setup change cancel delete remove add make ' +
    'free paid available possible support supported allow allowed need required include included ' +
    'mean difference limit limited way ways option options step steps else instead exactly ' +
    'really still too well good better best enough again later now today happen happens one ones'
  )
    .split(' ')
    .flatMap((word) => contentTerms(word)),
);

/** The question's own words that name a subject (not the stop words nor the subjectless ones). */
const subjectTerms = (question: string) =>
  contentTerms(question).filter((term) => !subjectlessWords.has(term));

/**
 * True when a question cannot stand alone: it opens or ends by continuing ("and …", "what about …",
 * "… too?"), it points back ("they", "those", "for it") naming at most two subjects of its own, it
 * says "it" naming at most one, or it names no subject at all. Decided from the question itself — never from how recently something else
 * was asked — so "can I pay with PayPal?" right after another topic is answered on its own.
 */
export function isFollowUp(question: string): boolean {
  const subjects = subjectTerms(question);
  if (continuingOpening.test(question) || continuingWord.test(question)) return true;
  if (subjects.length === 0) return true;
  if (pointingBack.test(question)) return subjects.length <= 2;
  return itWord.test(question) && subjects.length <= 1;
}

/**
 * What to search for when no language model can rewrite the question: a follow-up borrows the
 * subject of the conversation's last standalone question (itself completed the same way when it
 * was a follow-up too), so "and on mobile?" after "how do I sign a document?" searches for both.
 * A question that stands on its own is searched as it is.
 */
export function searchQueryFor(question: string, previousQuestions: readonly string[]): string {
  const previous = previousQuestions.at(-1);
  if (previous === undefined || !isFollowUp(question)) return question;
  const previousQuery = searchQueryFor(previous, previousQuestions.slice(0, -1));
  return `${previousQuery} ${question}`;
}
