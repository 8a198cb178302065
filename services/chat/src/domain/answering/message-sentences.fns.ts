/**
 * The sentences of a visitor's message, each with the marks that end it ("…my site?", "not a
 * coder"). Visitors seldom capitalise, so any ".", "?", "!" or ";" followed by a space ends a
 * sentence (splitSentences in text-units.fns.ts, written for pages, waits for a capital); one inside
 * a word ("app.oursite.com", "2.0") ends none. Leading "¿" and "¡" are dropped.
 */
export function messageSentences(message: string): string[] {
  return (message.match(/(?:[^.?!;\n]|[.?!;](?![\s.?!;]|$))+[.?!;]*/gu) ?? [])
    .map((sentence) => sentence.replace(/^[\s¿¡]+/u, '').trim())
    .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));
}
