/** Texts with fewer letters than this say too little to tell a language apart. */
const minLetters = 4;

/** Frequent short words that are distinctive for each Latin-script language. */
const latinMarkers: Record<string, readonly string[]> = {
  en: [
    'the',
    'and',
    'is',
    'are',
    'you',
    'your',
    'what',
    'how',
    'do',
    'does',
    'of',
    'to',
    'can',
    'with',
    'i',
    'it',
    // Words other languages also write ("a" in Portuguese and Spanish) must count for English too,
    // or a plain English question full of them reads as Portuguese.
    'a',
    'an',
    'for',
    'not',
    'my',
    'on',
    'this',
    'that',
    'if',
    'have',
    'will',
    'where',
    'when',
    'which',
    'why',
    'or',
    'be',
    'we',
    'there',
    'from',
  ],
  es: [
    'el',
    'la',
    'los',
    'las',
    'y',
    'es',
    'que',
    'de',
    'en',
    'por',
    'para',
    'cómo',
    'qué',
    'cuánto',
    'tienen',
    'un',
    'una',
    'con',
    'hay',
    'mi',
  ],
  fr: [
    'le',
    'la',
    'les',
    'et',
    'est',
    'que',
    'de',
    'des',
    'du',
    'un',
    'une',
    'vous',
    'pour',
    'avec',
    'je',
    'quel',
    'quelle',
    'combien',
    'comment',
    'où',
    'sont',
    'pas',
  ],
  de: [
    'der',
    'die',
    'das',
    'und',
    'ist',
    'ich',
    'sie',
    'nicht',
    'mit',
    'ein',
    'eine',
    'wie',
    'was',
    'wo',
    'für',
    'auf',
    'haben',
    'kann',
    'zu',
    'den',
    'dem',
    'ihr',
  ],
  pt: [
    'o',
    'a',
    'os',
    'as',
    'e',
    'é',
    'que',
    'de',
    'do',
    'da',
    'um',
    'uma',
    'para',
    'com',
    'não',
    'como',
    'quanto',
    'vocês',
    'você',
    'em',
    'meu',
    'minha',
  ],
  it: [
    'il',
    'lo',
    'la',
    'gli',
    'le',
    'e',
    'è',
    'che',
    'di',
    'del',
    'della',
    'un',
    'una',
    'per',
    'con',
    'non',
    'come',
    'quanto',
    'dove',
    'sono',
    'avete',
    'mio',
  ],
  nl: [
    'de',
    'het',
    'een',
    'en',
    'is',
    'van',
    'ik',
    'je',
    'jullie',
    'niet',
    'met',
    'wat',
    'hoe',
    'waar',
    'voor',
    'op',
    'zijn',
    'kan',
    'mijn',
    'hebben',
  ],
};

/**
 * The accented letters (and Spanish's inverted marks) each language writes; each one found counts
 * as much as a marker word for every language that writes it. A letter two languages share tells
 * neither from the other: counted for French alone, the ê of "vocês" and "transferência" and the è
 * of Italian's "è" made Portuguese and Italian questions read as French, and answered in it.
 */
const latinLetters: Record<string, RegExp> = {
  es: /[ñ¿¡áéíóú]/gu,
  fr: /[àâçéèêëîïôûùœ]/gu,
  de: /[äöüß]/gu,
  pt: /[ãõáâàçéêíóôú]/gu,
  it: /[àèéìòù]/gu,
};

const scripts: ReadonlyArray<readonly [string, RegExp]> = [
  ['hi', /\p{Script=Devanagari}/gu],
  ['ru', /\p{Script=Cyrillic}/gu],
  ['ar', /\p{Script=Arabic}/gu],
  ['ko', /\p{Script=Hangul}/gu],
  ['ja', /[\p{Script=Hiragana}\p{Script=Katakana}]/gu],
  ['zh', /\p{Script=Han}/gu],
  ['latin', /\p{Script=Latin}/gu],
];

/** The marker words as sets, made once (a visitor's every answer guesses the passages' language). */
const latinMarkerSets = Object.entries(latinMarkers).map(
  ([tag, markers]) => [tag, new Set(markers)] as const,
);

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/**
 * A quick guess at the language a visitor writes in, as a BCP 47 primary tag, so that answers can
 * be given in it. Non-Latin scripts decide by themselves; Latin text is scored on common words and
 * telling letters. Text that says too little (short, unrecognisable, or as much one language as
 * another: "e posso cambiarla dopo?" has only the "e" Italian and Portuguese share) is taken to
 * be in `otherwise`: the language the conversation was in so far, or English to begin with.
 */
export function guessLanguage(text: string, { otherwise = 'en' }: { otherwise?: string } = {}): string {
  const lower = text.normalize('NFC').toLowerCase();
  const letterCounts = scripts.map(([tag, pattern]) => [tag, count(lower, pattern)] as const);
  const letters = letterCounts.reduce((sum, [, n]) => sum + n, 0);
  if (letters < minLetters) return otherwise;
  const kana = letterCounts.find(([tag]) => tag === 'ja')?.[1] ?? 0;
  // Japanese mixes kanji (Han) with kana; any kana at all tells it apart from Chinese.
  if (kana > 0) return 'ja';
  const [script] = letterCounts.slice().sort((a, b) => b[1] - a[1])[0] ?? ['latin'];
  if (script !== 'latin') return script;

  const words = lower.match(/\p{L}+/gu) ?? [];
  const scores = latinMarkerSets.map(([tag, marked]) => {
    const letterPattern = latinLetters[tag];
    const score =
      words.filter((word) => marked.has(word)).length + (letterPattern ? count(lower, letterPattern) : 0);
    return { tag, score };
  });
  const bestScore = Math.max(...scores.map(({ score }) => score));
  const leaders = scores.filter(({ score }) => score === bestScore).map(({ tag }) => tag);
  if (bestScore === 0 || leaders.includes(otherwise)) return otherwise;
  // Among equals the first in latinMarkers' order, English first: a tie seldom leaves English out.
  return leaders[0] ?? otherwise;
}

/** The language of a visitor's message, read in the light of their earlier messages (oldest first). */
export function visitorLanguage(message: string, earlierMessages: readonly string[]): string {
  const conversation = earlierMessages.reduce(
    (language, earlier) => guessLanguage(earlier, { otherwise: language }),
    'en',
  );
  return guessLanguage(message, { otherwise: conversation });
}
