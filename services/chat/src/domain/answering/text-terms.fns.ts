/**
 * Words too common to say what a question is about. English only on purpose: in other languages
 * the extra matches cost little, while a wrong stop word there could hide the one word that matters.
 */
const stopWords = new Set(
  (
    'a an the and or but if of to in on at by for with from about into onto over under after before ' +
    'than then so as is are was were be been being am do does did doing done have has had having ' +
    'i me my mine we our ours us you your yours he him his she her it its they them their this that ' +
    'these those what which who whom whose when where why how can could will would shall should may ' +
    'might must not no yes there here any some all each every more most other such only own same too ' +
    'very just also get got please tell know want need like much many out up down off again further ' +
    'once hi hello hey thanks thank ok okay s t don doesn didn isn aren wasn weren won ' +
    // The same words as visitors often type them, without the apostrophe.
    'whats hows whos wheres whens thats theres im ive youre dont doesnt didnt isnt arent cant wont'
  ).split(' '),
);

/** Scripts written without spaces between words: a run of them is indexed as overlapping pairs. */
const unspacedScript = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
// The folding rules are English ones, so words with other letters are left as they are.
const englishWord = /^[a-z]+$/;
const token = /\p{N}+(?:[.,]\p{N}+)*|[\p{L}\p{M}\p{N}]+/gu;

/** Drops one of a doubled final consonant left by a removed suffix: "shipp" (shipping) → "ship". */
function undouble(stem: string): string {
  const last = stem.at(-1) ?? '';
  return stem.length > 2 && last === stem.at(-2) && !'aeioulsz'.includes(last) ? stem.slice(0, -1) : stem;
}

/**
 * Folds plural and common verb endings so that "returns", "returned" and "returning" meet. It is
 * not a real stemmer: the same folding applies to questions and passages, so only consistency counts.
 */
export function foldWord(word: string): string {
  if (word.length <= 3 || !englishWord.test(word)) return word;
  let w = word;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (/(?:[sxz]|ch|sh)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith('ing') && w.length - 3 >= 3) w = undouble(w.slice(0, -3));
  else if (w.endsWith('ed') && w.length - 2 >= 3) w = undouble(w.slice(0, -2));
  if (w.length >= 4 && w.endsWith('e') && !w.endsWith('ee')) w = w.slice(0, -1);
  return w;
}

function pairs(run: string): string[] {
  const chars = Array.from(run);
  if (chars.length < 2) return chars;
  return chars.slice(1).map((char, i) => `${chars[i] ?? ''}${char}`);
}

/**
 * The words of a text that carry meaning, normalised for matching: Unicode-aware (accented Latin,
 * Cyrillic, Devanagari …), lower-cased, stop words and single letters dropped, endings folded.
 */
export function contentTerms(text: string): string[] {
  const terms: string[] = [];
  for (const [raw] of text.normalize('NFKC').toLowerCase().matchAll(token)) {
    if (unspacedScript.test(raw)) {
      terms.push(...pairs(raw));
      continue;
    }
    if (stopWords.has(raw)) continue;
    if (Array.from(raw).length < 2 && !/^\p{N}$/u.test(raw)) continue;
    terms.push(foldWord(raw));
  }
  return terms;
}
