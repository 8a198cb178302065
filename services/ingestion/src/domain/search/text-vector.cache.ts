/**
 * Vectors of texts recently embedded, most recent last (a Map keeps insertion order), so an
 * answer's candidate sentences — the same few pages answer most of an agent's visitors — are
 * embedded once rather than on every question. Bounded by count; each entry is a Float32Array of
 * the model's width (1.5 KB at 384 dimensions), kept per model.
 */
export function createTextVectorCache(maxEntries: number) {
  const entries = new Map<string, Float32Array>();
  const keyOf = (model: string, text: string) => `${model}\u0000${text}`;
  return {
    get(model: string, text: string): Float32Array | undefined {
      const key = keyOf(model, text);
      const vector = entries.get(key);
      if (vector) {
        entries.delete(key);
        entries.set(key, vector);
      }
      return vector;
    },
    set(model: string, text: string, vector: readonly number[]): void {
      const key = keyOf(model, text);
      entries.delete(key);
      entries.set(key, Float32Array.from(vector));
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    /** The text's vector: kept, or embedded now by `embedder` and kept (undefined if it gave none). */
    async vectorOf(
      embedder: { model: string; embed: (texts: string[]) => Promise<number[][]> },
      text: string,
    ): Promise<number[] | undefined> {
      const known = this.get(embedder.model, text);
      if (known) return Array.from(known);
      const [vector] = await embedder.embed([text]);
      if (vector) this.set(embedder.model, text, vector);
      return vector;
    },
    get size() {
      return entries.size;
    },
  };
}

export type TextVectorCache = ReturnType<typeof createTextVectorCache>;
