import type { AnswerUnit } from './answer-units.fns.js';
import { contentTerms } from './text-terms.fns.js';

/**
 * A question word held by at most this many of the passages' units is one the passages single out
 * ("MySQL" in one sentence of five passages about self-hosting); a word most of them hold ("sign"
 * on a signing site) is the common ground of the topic, and quoting a sentence without it is normal.
 * On the Documenso set's saved searches the answers that changed were the same from 1 to 5; with
 * no bound, common words ("sign", "left") moved three more answers, two of them off the right page.
 */
export const maxHolders = 3;

/**
 * The question's word that the answer passes over though a few of the passages' own units hold it
 * (the one held by the fewest, first in the question on a tie), or undefined. Whether the answer
 * speaks past it is then asked of the model: the quote matches the question better without it
 * (see unspoken-terms.fns.ts, whose margin applies).
 */
export function termPassedOver(
  question: string,
  answer: string,
  units: readonly Pick<AnswerUnit, 'text'>[],
): string | undefined {
  const said = new Set(contentTerms(answer));
  const unitTerms = units.map((unit) => new Set(contentTerms(unit.text)));
  let rarest: { term: string; holders: number } | undefined;
  for (const term of new Set(contentTerms(question))) {
    if (said.has(term)) continue;
    const holders = unitTerms.filter((terms) => terms.has(term)).length;
    if (holders === 0 || holders > maxHolders) continue;
    if (!rarest || holders < rarest.holders) rarest = { term, holders };
  }
  return rarest?.term;
}
