/** A reply written here (not by a model) as pieces of a few words, streamed like a model's. */
export async function* wordsOf(text: string): AsyncGenerator<string> {
  for (const piece of text.match(/\S+\s*/gu) ?? []) yield piece;
  await Promise.resolve();
}
