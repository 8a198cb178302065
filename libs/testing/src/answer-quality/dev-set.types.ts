/**
 * A development set for answer quality: conversations as visitors hold them, each turn a question
 * with the pages that answer it and the facts a good answer contains. Nothing here knows how the
 * product answers.
 */

/** A fact a good answer states; any one of its spellings counts. */
export type Fact = string | readonly string[];

export type TurnKind =
  /** The first question of a conversation. */
  | 'opening'
  /** Cannot stand alone ("and on mobile?", "what about teams?", a pronoun): needs the turn before. */
  | 'follow-up'
  /** Stands alone, on a topic unrelated to the turn before; must be answered on its own. */
  | 'new-topic';

export type DevQuestion = {
  text: string;
  /** BCP 47 primary language of the question (`en`, `es`, `de`…). */
  language: string;
  kind: TurnKind;
  /** Paths on the site (`/docs/…`) any one of which answers it; empty when the docs do not. */
  pages: readonly string[];
  /** 1–4 facts for an answerable question; none for an unanswerable one. */
  facts: readonly Fact[];
};

export type DevConversation = { id: string; turns: readonly DevQuestion[] };
