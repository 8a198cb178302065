/**
 * Words that say how a visitor asks, not what about. Kept short and English-only on purpose: a
 * missing stop word costs a little ranking noise, while a wrong one could hide the word that matters
 * ("down" is a kind of sleeping bag, "free" a shipping fact). Other languages keep every word.
 */
const stopWords = new Set(
  (
    'a an the and or but if then than so of to in on at by for with from about as into ' +
    'is are was were be been being am do does did doing done have has had having ' +
    'can could would should will shall may might must ' +
    'i me my mine we us our ours you your yours he him his she her it its they them their ' +
    'this that these those there here ' +
    'what which who whom whose when where why how much many any some ' +
    'not no just also very too please hi hello hey thanks thank tell know want wondering ' +
    's t d ll m re ve'
  ).split(' '),
);

/**
 * Enough content words for a real question (stop words are not counted). Each word is one more
 * index lookup of the full-text half; past ten, a pasted paragraph only adds cost (a 32-word one
 * took ~120 ms on 10,000 chunks, bench/retrieval.bench.mjs), while the vector half still reads the
 * whole message and hit@5 on the fixture questions is the same.
 */
export const maxQuestionTerms = 10;

/**
 * The content words of a visitor's question for the full-text half of search: lower-cased runs of
 * letters and digits (so no quote, minus or operator a visitor types can reach the tsquery syntax),
 * stop words dropped, each word once. A question of nothing but stop words ("what is this?") has
 * none: the chunks holding "what" and "this" are any chunks, so the vector half, which reads the
 * whole question, finds its passages alone. Looking those words up anyway was the slowest full-text
 * search of bench/retrieval.bench.mjs (every chunk holding either word weighed and hundreds of ties
 * ranked: 30–45 ms on 10,000 chunks in PGlite) for candidates that only dilute the fused list.
 */
export function questionTerms(question: string): string[] {
  const words =
    question
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  const content = words.filter((word) => !stopWords.has(word));
  return [...new Set(content)].slice(0, maxQuestionTerms);
}
