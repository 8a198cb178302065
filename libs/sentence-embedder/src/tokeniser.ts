import { readFile } from 'node:fs/promises';

/**
 * At most this many word pieces per text, [CLS] and [SEP] included: all-MiniLM-L6-v2 was trained
 * on sequences of up to 256, so longer texts are truncated — their tail does not reach the vector.
 * Chunks are cut well below this; a longer text is usually a question pasted with a whole page.
 */
export const maxWordPieces = 128;

export type Tokenise = (text: string) => number[];

/** What this file uses of @huggingface/tokenizers (its published .d.ts files do not resolve under NodeNext). */
type WordPieceTokenizer = {
  encode(text: string): { ids: number[] };
  token_to_id(token: string): number | undefined;
};
type TokenizerModule = { Tokenizer: new (definition: object, config: object) => WordPieceTokenizer };

/** BERT's uncased WordPiece, configured by the model's own tokenizer.json (read from disk, never fetched). */
export async function loadTokeniser(tokenizerPath: string): Promise<Tokenise> {
  const definition = JSON.parse(await readFile(tokenizerPath, 'utf8')) as object;
  const { Tokenizer } = (await import('@huggingface/tokenizers')) as unknown as TokenizerModule;
  const tokenizer = new Tokenizer(definition, {});
  const separator = tokenizer.token_to_id('[SEP]');
  if (separator === undefined) throw new Error(`${tokenizerPath} has no [SEP] token`);
  return (text) => {
    const { ids } = tokenizer.encode(text);
    return ids.length <= maxWordPieces ? ids : [...ids.slice(0, maxWordPieces - 1), separator];
  };
}
