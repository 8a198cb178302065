import { readFile } from 'node:fs/promises';

/**
 * At most this many word pieces per text, [CLS] and [SEP] included; the tail of a longer text does
 * not reach its vector. all-MiniLM-L6-v2 was trained on 128-piece sequences (it accepts 256): on
 * the Documenso development set, 128 trained the site in 46 s instead of 191 s and found the right
 * page more often (hit@5 0.59 against 0.56; bench/quality.bench.mjs). A chunk's heading path and
 * first sentences, which say what it is about, come first.
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
