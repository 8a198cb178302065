/**
 * Every embedding provider (the built-in hashing embedder, OpenAI, Gemini, Ollama…) behind one
 * shape. `model` and `dimensions` are stored with each chunk, so vectors of different models are
 * never compared.
 */
export type Embedder = {
  model: string;
  dimensions: number;
  /**
   * True when the vectors only reflect wording (the built-in hashing embedder): their similarity
   * says which words two texts share, not whether one answers the other.
   */
  wordsOnly?: boolean;
  /** One vector per text, in order. */
  embed(texts: string[]): Promise<number[][]>;
};
