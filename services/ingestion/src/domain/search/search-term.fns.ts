/** Shorter prefixes ("go", "us") would match far too many unrelated words. */
const minPrefixLength = 3;

/** A word of the question as the full-text search looks for it. */
export type SearchTerm = { lexeme: string; prefix: boolean };

/**
 * How a question word is searched. The full-text column uses the 'simple' configuration (no
 * stemming, because sites are in any language), so "rent" would never meet "rented" nor "weekend"
 * meet "weekends". Stripping one common English ending and matching the rest as a prefix joins
 * those forms; for other languages it is a harmless prefix of the whole word. Very short words
 * are matched exactly. The noise prefixes add ("stor" also matches "storm") is kept down by the
 * rarity weighting of the search.
 */
export function searchTerm(word: string): SearchTerm {
  if (word.length < minPrefixLength) return { lexeme: word, prefix: false };
  if (!/^[a-z]+$/.test(word)) return { lexeme: word, prefix: true };
  const stripped = undouble(stripEnding(word));
  return stripped.length < minPrefixLength
    ? { lexeme: word, prefix: true }
    : { lexeme: stripped, prefix: true };
}

function stripEnding(word: string): string {
  for (const ending of ['ing', 'ed', 'ly']) {
    if (word.endsWith(ending)) return word.slice(0, -ending.length);
  }
  if (/(s|x|z|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('ies')) return word.slice(0, -3);
  // Not "pass", "bus" or "this": their s is not a plural.
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  if (word.endsWith('e') || word.endsWith('y')) return word.slice(0, -1);
  return word;
}

/** "shipping" → "shipp" → "ship", so the prefix also meets "ship" and "ships". */
const undouble = (stem: string) => (/([b-df-hj-kmnp-rtv-z])\1$/.test(stem) ? stem.slice(0, -1) : stem);

/** Each question word as searched, once. */
export function searchTerms(words: readonly string[]): SearchTerm[] {
  const seen = new Map<string, SearchTerm>();
  for (const term of words.map(searchTerm)) {
    const key = `${term.lexeme}${term.prefix ? ':*' : ''}`;
    if (!seen.has(key)) seen.set(key, term);
  }
  return [...seen.values()];
}
