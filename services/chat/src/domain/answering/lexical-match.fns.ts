import { contentTerms } from './text-terms.fns.js';

export type LexicalUnit = { text: string; context: string };

/** Words a heading lends to the units under it count for this much of a word of their own. */
const contextWeight = 0.5;

/**
 * How much of the question each unit holds, by words (0–1): the share of the question's content
 * words found in the unit — or, at half weight, in its heading — each word weighted by its rarity
 * across the units (a word found in one sentence tells more than one found everywhere).
 * Undefined when the question has no content words at all.
 */
export function lexicalMatch(question: string, units: readonly LexicalUnit[]): number[] | undefined {
  const asked = [...new Set(contentTerms(question))];
  if (asked.length === 0) return undefined;
  const own = units.map((unit) => new Set(contentTerms(unit.text)));
  const lent = units.map((unit) => new Set(contentTerms(unit.context)));
  const weights = asked.map((term) => {
    const holders = own.filter((terms) => terms.has(term)).length;
    return Math.log(1 + (units.length + 1) / (1 + holders));
  });
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return units.map((_, i) => {
    let found = 0;
    asked.forEach((term, t) => {
      const weight = weights[t] ?? 0;
      if (own[i]?.has(term)) found += weight;
      else if (lent[i]?.has(term)) found += contextWeight * weight;
    });
    return total === 0 ? 0 : found / total;
  });
}
