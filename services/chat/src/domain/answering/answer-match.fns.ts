/**
 * How well the passage a reply quoted matched the question, on the scale the answerer's decline
 * was judged on: `meaning` is the best unit's fit (closeness in meaning plus shared words), `words`
 * (no semantic model) the share of the question's words it holds. Stored on the reply, so that the
 * unanswered loop and insights can tell a confident answer from a barely-made one.
 */
export type AnswerMatch = { by: 'meaning' | 'words'; fit: number };

/**
 * An answer whose match is below these was given, but only just: it sits in the band between the
 * answerer's decline threshold (extractive-answer's `defaultDeclineBelow` 0.5 by meaning,
 * `defaultMinOverlap` 0.3 by words; a unit test keeps each bar above its threshold) and this bar,
 * and the owner is shown it as "Answered weakly". With all-MiniLM-L6-v2, quotes between 0.5 and
 * 0.7 were on the topic rather than answers (a coffee shop's bag sizes for "How strong is your
 * coffee?" at 0.57, for "Where do your beans come from?" at 0.67), while real answers ("When do
 * you roast your beans?") scored 0.74 and up.
 */
export const weakAnswerBelow = { meaning: 0.7, words: 0.5 } as const satisfies Record<
  AnswerMatch['by'],
  number
>;

/** The match of the best unit an extractive reply quoted, rounded to keep the stored value short. */
export function answerMatch(best: { fit: number; overlap: number }, semantic: boolean): AnswerMatch {
  const fit = semantic ? best.fit : best.overlap;
  return { by: semantic ? 'meaning' : 'words', fit: Math.round(fit * 1000) / 1000 };
}

/** An answer given below the weak bar (a decline is not an answer, and is never weak). */
export function isWeakAnswer(match: AnswerMatch | undefined): boolean {
  return match !== undefined && match.fit < weakAnswerBelow[match.by];
}
