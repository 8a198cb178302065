import type { UnitPassage } from './answer-units.fns.js';
import { messageSentences } from './message-sentences.fns.js';
import { contentTerms } from './text-terms.fns.js';

/**
 * How much closer in meaning the best quote must come to the question once the words the passages
 * never use are taken out of it, for the quote to count as speaking past them. "Can I send a
 * document by fax?" is answered by "Click Send Document in the document editor." at a fit well
 * above the decline threshold, because sending a document is what most of the question is about;
 * the one word that makes it a question of its own, "fax", is in no passage, and the quote matches
 * the question better without it. A word of a real answer's question that the site happens not to
 * use ("biggest" for "maximum", a typo) barely moves the match, or lowers it.
 *
 * Measured with all-MiniLM-L6-v2 on the Documenso development set (bench/quality), English
 * questions: for the 31 answerable ones holding such a word the quote moved by -0.22 to +0.06
 * (the highest: "what if i lose my phone with the app on it?" +0.061); unanswerable ones: fax +0.13,
 * offline +0.08, iphone/android +0.07 (already declined on fit), hubspot, student +0.05.
 */
export const unspokenTermMargin = 0.07;

/**
 * The sentences of a message that ask, when it also says something beside them: "whats the easiest
 * way to get plausible on my wordpress site? not a coder" asks only its first sentence. The aside
 * is not what the site must speak of, and taking any words out of the message brings it closer to
 * a quote on its subject, so its words would always make the quote seem to speak past the
 * question. A message with no question mark, or nothing else, is all question.
 */
function askingPart(question: string): string {
  const sentences = messageSentences(question);
  const asking = sentences.filter((sentence) => sentence.includes('?'));
  return asking.length > 0 && asking.length < sentences.length ? asking.join(' ') : question;
}

/**
 * The content words of the question's asking part (askingPart) that none of the passages (text,
 * headings, titles, neighbours) uses.
 */
export function termsThePassagesLack(
  question: string,
  passages: readonly UnitPassage[],
): ReadonlySet<string> {
  const used = new Set<string>();
  const addTermsOf = (text: string) => {
    for (const term of contentTerms(text)) used.add(term);
  };
  for (const passage of passages) {
    addTermsOf(`${passage.title} ${passage.header} ${passage.content}`);
    for (const neighbour of [...(passage.before ?? []), ...(passage.after ?? [])]) {
      addTermsOf(`${neighbour.header} ${neighbour.content}`);
    }
  }
  return new Set(contentTerms(askingPart(question)).filter((term) => !used.has(term)));
}

/** The question with every word whose term is in `terms` taken out: "can i send a document by". */
export function questionWithout(question: string, terms: ReadonlySet<string>): string {
  return question
    .replace(/[\p{L}\p{M}\p{N}]+/gu, (word) =>
      contentTerms(word).some((term) => terms.has(term)) ? '' : word,
    )
    .replace(/\s+/gu, ' ')
    .trim();
}

/**
 * Whether the best quote answers the question only by leaving out what the passages never speak
 * of: it matches the question without those words better, by at least unspokenTermMargin.
 */
export function speaksPastTheQuestion(withThem: number, withoutThem: number): boolean {
  return withoutThem - withThem >= unspokenTermMargin;
}
