/**
 * Words and phrases of one language, each with its English gloss for search. Keys are written
 * naturally (accents, capitals do not matter: both sides are folded). An empty gloss drops the word
 * (articles, pronouns, little words a search does not need); a gloss of two words carries both
 * common senses ("firma" → "signature sign").
 */
export type Glossary = Readonly<Record<string, string>>;
