import { de } from './de.glossary.js';
import { es } from './es.glossary.js';
import { fr } from './fr.glossary.js';
import type { Glossary } from './glossary.types.js';
import { hi } from './hi.glossary.js';
import { it } from './it.glossary.js';
import { nl } from './nl.glossary.js';
import { pt } from './pt.glossary.js';
import { wordStem } from './word-stem.fns.js';

const glossaries: Readonly<Record<string, Glossary>> = { de, es, fr, hi, it, nl, pt };

/** Languages that glue nouns into compounds ("Rechnungsadresse"): split when both halves are known. */
const compounding = new Set(['de', 'nl']);
/** The longest phrase, in words, looked up as a whole ("verificación en dos pasos"). */
const maxPhraseWords = 5;
const minCompoundPart = 3;
/** Words with a hyphen or dot inside stay one token ("e-mail", "self-host", "example.com"). */
const token = /[\p{L}\p{M}\p{N}]+(?:[-.][\p{L}\p{M}\p{N}]+)*/gu;
/** Apostrophes end an elided word ("l'adresse", "dell'account", "qu'est"): each side is a word. */
const apostrophe = /['’‘`´]/gu;

/**
 * Lower-cases and removes what visitors type inconsistently: Latin accents ("verificacion"), ß,
 * and in Devanagari the nukta and the chandrabindu/anusvara difference ("हूँ" and "हूं").
 */
function fold(word: string): string {
  return word
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u093c]/gu, '')
    .replace(/\u0901/gu, '\u0902')
    .replace(/ß/gu, 'ss')
    .replace(/œ/gu, 'oe')
    .replace(/æ/gu, 'ae')
    .normalize('NFC');
}

const stemPhrase = (words: string, language: string) =>
  words
    .split(' ')
    .map((word) => wordStem(word, language))
    .join(' ');

/**
 * The forms a lower-cased phrase is looked up by, most faithful first: as written (so "qué" =
 * "what" and "que" = "" stay apart), by its stems as written (so "ändere" meets "ändern" before
 * "andere"), without accents (for words typed without them), and by its stems without accents.
 */
const forms: ReadonlyArray<(lower: string, language: string) => string> = [
  (lower) => lower,
  (lower, language) => stemPhrase(lower, language),
  (lower) => fold(lower),
  (lower, language) => stemPhrase(fold(lower), language),
];

/** One map per form of the keys of a language's glossary. */
type Lookup = ReadonlyArray<ReadonlyMap<string, string>>;

const lookups = new Map<string, Lookup>();

function lookupFor(language: string): Lookup | undefined {
  const cached = lookups.get(language);
  if (cached) return cached;
  const glossary = glossaries[language];
  if (!glossary) return undefined;
  const lookup = forms.map(() => new Map<string, string>());
  for (const [key, gloss] of Object.entries(glossary)) {
    const lower = key.replace(apostrophe, ' ').toLowerCase().normalize('NFC');
    // The first entry listed keeps a shared form: list "que" (that) before "qué" (what).
    forms.forEach((form, i) => {
      const map = lookup[i];
      const formed = form(lower, language);
      if (map && !map.has(formed)) map.set(formed, gloss);
    });
  }
  lookups.set(language, lookup);
  return lookup;
}

/** Lower-cased words as one key, looked up by each form in turn. */
function glossWords(words: readonly string[], lookup: Lookup, language: string): string | undefined {
  const lower = words.join(' ');
  for (const [i, form] of forms.entries()) {
    const gloss = lookup[i]?.get(form(lower, language));
    if (gloss !== undefined) return gloss;
  }
  return undefined;
}

/** A German past participle ("gelöscht") also tried without its "ge-". */
function glossWord(word: string, lookup: Lookup, language: string): string | undefined {
  const gloss = glossWords([word], lookup, language);
  if (gloss !== undefined || language !== 'de' || !word.startsWith('ge') || word.length < 6) return gloss;
  return glossWords([word.slice(2)], lookup, language);
}

/** Two known halves of a compound, the left one possibly with its linking "s" ("Rechnungs|adresse"). */
function glossCompound(word: string, lookup: Lookup, language: string): string | undefined {
  for (let cut = word.length - minCompoundPart; cut >= minCompoundPart; cut--) {
    // Halves that are little words ("der", "an") would split any long word somewhere.
    const right = glossWord(word.slice(cut), lookup, language);
    if (!right) continue;
    const left = word.slice(0, cut);
    const leftGloss =
      glossWord(left, lookup, language) ??
      (left.endsWith('s') && left.length > minCompoundPart
        ? glossWord(left.slice(0, -1), lookup, language)
        : undefined);
    if (leftGloss) return `${leftGloss} ${right}`;
  }
  return undefined;
}

/** One token, whole or by its hyphenated parts, as its gloss; undefined when nothing is known. */
function glossToken(word: string, lookup: Lookup, language: string): string | undefined {
  const whole =
    glossWord(word, lookup, language) ??
    (compounding.has(language) ? glossCompound(word, lookup, language) : undefined);
  if (whole !== undefined || !word.includes('-')) return whole;
  const parts = word.split('-');
  const glosses = parts.map((part) => glossToken(part, lookup, language));
  if (glosses.every((gloss) => gloss === undefined)) return undefined;
  return glosses.map((gloss, i) => gloss ?? parts[i]).join(' ');
}

/** The longest known phrase starting at word i, or that one word (whole, compound or hyphenated). */
function glossAt(
  lower: readonly string[],
  i: number,
  lookup: Lookup,
  language: string,
): { gloss: string; words: number } | undefined {
  for (let n = Math.min(maxPhraseWords, lower.length - i); n >= 2; n--) {
    const gloss = glossWords(lower.slice(i, i + n), lookup, language);
    if (gloss !== undefined) return { gloss, words: n };
  }
  const gloss = glossToken(lower[i] ?? '', lookup, language);
  return gloss === undefined ? undefined : { gloss, words: 1 };
}

/**
 * An English rendering of a visitor's question for SEARCH, not for display: word by word (known
 * phrases first, longest first), each word replaced by its English gloss, words the glossary does
 * not know (product names, "webhooks", "API") kept as written, little words dropped. This is
 * dictionary-based query translation, the classic cross-language retrieval technique: crude
 * English, but the words the site's pages use. Undefined when the language has no glossary or
 * no word of the question was known.
 */
export function glossIntoEnglish(question: string, language: string): string | undefined {
  const primary = language.toLowerCase().split(/[-_]/u)[0] ?? '';
  const lookup = lookupFor(primary);
  if (!lookup) return undefined;
  const raw = Array.from(
    question.normalize('NFC').replace(apostrophe, ' ').matchAll(token),
    ([word]) => word,
  );
  const lower = raw.map((word) => word.toLowerCase());
  const out: string[] = [];
  let known = 0;
  for (let i = 0; i < raw.length;) {
    const found = glossAt(lower, i, lookup, primary);
    if (found?.gloss) known += 1;
    out.push(found ? found.gloss : (raw[i] ?? ''));
    i += found?.words ?? 1;
  }
  if (known === 0) return undefined;
  // Neighbouring glosses may repeat a word ("signature sign" + "sign"): a search needs it once.
  const words = out.join(' ').split(' ').filter(Boolean);
  return words.filter((word, i) => word !== words[i - 1]).join(' ');
}
