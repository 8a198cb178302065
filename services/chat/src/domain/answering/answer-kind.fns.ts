import { messageSentences } from './message-sentences.fns.js';

/**
 * What kind of answer a question asks for, when its own words say so, and whether a quoted text
 * holds one. "How much does the Teams plan cost?" wants a price: a passage about the Teams plan
 * that states no price is on the topic but does not answer, and quoting it reads like an answer.
 * Meaning alone scores such a passage high, so the built-in answerer also asks for the kind.
 */

export type AnswerKind = 'price' | 'amount';

/** Words asking for a price, in the languages the answerer declines in. */
const asksPrice =
  /\b(?:cost|costs|price|prices|pricing|priced|fee|fees|charge|charges|how much (?:do|does|will|would) (?:it|you|they|i|we) (?:charge|pay)|cuánto cuesta|cuesta|precio|precios|combien coûte|coûte|prix|tarif|tarifs|kostet|kosten|preis|preise|custa|preço|preços|costa|prezzo|prezzi|kost|prijs)\b/iu;

/** Words asking for a number: how many, how much, how long, how big… */
const asksAmount =
  /\b(?:how (?:many|much|long|big|large|old|heavy|far)|cuántos|cuántas|cuánto|cuánta|combien|wie (?:viele?|lange|groß|gross)|quantos|quantas|quanto|quanta|quanti|quante|hoeveel|hoe lang)\b/iu;

/** A number in figures or words, or an amount stated without one. */
const statesAmount =
  /\p{N}|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|thousand|million|billion|dozen|unlimited|no limit|a few|several)\b/iu;

/** A price: a currency with a figure, or one of the words that state a price without one. */
const statesPrice =
  /[$€£¥₹]\s?\p{N}|\p{N}\s?[$€£¥₹]|\p{N}\s?(?:usd|eur|gbp|inr|dollars?|euros?|rupees?)\b|\b(?:usd|eur|gbp|inr|rs\.?)\s?\p{N}|\b(?:free of charge|for free|at no (?:extra )?cost|no charge|is free|are free|costs nothing)\b/iu;

/**
 * A sentence opening with an auxiliary verb asks yes or no: "do you charge extra?" is answered by
 * "A single month over your limit requires no action.", a statement without a figure. English
 * only; "was" and "did" are left out, as German's "Was kostet das?" asks for a price.
 */
const yesNoOpening = /^(?:do|does|is|are|will|would|can|could|should|shall|may|might|must|have|has)\b/iu;

/**
 * The kind of answer the question asks for, or undefined when its words do not say. A yes/no
 * sentence asks for a kind only when it holds "how much", "how many"… itself ("do you know how much
 * it costs?").
 */
export function answerKindAsked(question: string): AnswerKind | undefined {
  // "what happens if i go over? do you charge extra" is two sentences, the second yes/no.
  const asking = messageSentences(question).filter(
    (sentence) => !yesNoOpening.test(sentence) || asksAmount.test(sentence),
  );
  if (asking.some((sentence) => asksPrice.test(sentence))) return 'price';
  if (asking.some((sentence) => asksAmount.test(sentence))) return 'amount';
  return undefined;
}

/** Whether the text states an answer of that kind. */
export function holdsAnswerKind(kind: AnswerKind, text: string): boolean {
  return kind === 'price' ? statesPrice.test(text) : statesAmount.test(text);
}
