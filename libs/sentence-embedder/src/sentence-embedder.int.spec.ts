import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { packagedModelFiles } from './model-files.js';
import { parseSafetensors } from './safetensors.js';
import { loadSentenceEmbedder, type SentenceEmbedder } from './sentence-embedder.js';
import { referenceSentenceVector } from './test/reference-bert.js';
import { sharedModelCacheDir } from './test/shared-model-cache.js';
import { loadTokeniser, maxWordPieces } from './tokeniser.js';

const dot = (a: readonly number[], b: readonly number[]): number =>
  a.reduce((sum, x, i) => sum + x * b[i]!, 0);

let fp32: SentenceEmbedder;
let int8: SentenceEmbedder;
beforeAll(async () => {
  [fp32, int8] = await Promise.all([
    loadSentenceEmbedder({ cacheDir: sharedModelCacheDir, precision: 'fp32' }),
    loadSentenceEmbedder({ cacheDir: sharedModelCacheDir, precision: 'int8' }),
  ]);
}, 120_000);

describe('the fp32 graph built from the safetensors', () => {
  it('computes what a plain JavaScript BERT forward pass computes', async () => {
    const files = await packagedModelFiles();
    const weights = parseSafetensors(await readFile(files.weightsPath));
    const tokenise = await loadTokeniser(files.tokenizerPath);
    const sentence = 'How do I reset my password?';
    const reference = referenceSentenceVector(weights, tokenise(sentence));
    const [vector = []] = await fp32.embed([sentence]);

    expect(vector).toHaveLength(384);
    const largestDifference = Math.max(...vector.map((value, d) => Math.abs(value - reference[d]!)));
    expect(largestDifference).toBeLessThan(1e-4);
    expect(dot(vector, reference)).toBeGreaterThan(0.99999);
  });

  it('answers the recorded reference values (first six dimensions) for three texts', async () => {
    // From the fp32 graph, which the test above ties to the plain forward pass.
    const expected = [
      [0.00687, -0.06305, -0.07205, -0.03246, -0.04275, 0.07043],
      [0.02413, -0.00502, 0.01027, 0.00763, -0.026, 0.07535],
      [-0.01613, 0.01767, 0.01753, -0.05729, -0.00526, -0.00608],
    ];
    const texts = [
      'How do I reset my password?',
      'Our office is in Berlin',
      'Documenso lets you sign documents online.',
    ];
    const vectors = await fp32.embed(texts);
    vectors.forEach((vector, i) => {
      vector.slice(0, 6).forEach((value, d) => {
        expect(value).toBeCloseTo(expected[i]![d]!, 4);
      });
      expect(Math.hypot(...vector)).toBeCloseTo(1, 5);
    });
    const quantised = await int8.embed(texts);
    quantised.forEach((vector, i) => {
      vector.slice(0, 6).forEach((value, d) => {
        expect(Math.abs(value - expected[i]![d]!)).toBeLessThan(0.02);
      });
    });
  });
});

const varied = [
  'How do I reset my password?',
  'Forgot your password? Use the reset link on the sign-in page.',
  'Our office is in Berlin.',
  'Can I pay with PayPal?',
  'We accept cards, PayPal and Apple Pay.',
  'Is the product GDPR compliant?',
  'All data is stored in data centres inside the European Union.',
  'How much does the yearly plan cost per month?',
  'Documents can be signed by several recipients in a fixed order.',
  'To add a signature field, drag it from the sidebar onto the page.',
  '¿Cómo puedo excluir mis propias visitas?',
  'Wie kann ich mein Konto löschen?',
  'Webhooks notify your server when a document is completed.',
  'The API rate limit is 100 requests per minute per token.',
  'Click Settings, then Team, then Invite member and enter their email address.',
  'Self-hosting requires Docker, PostgreSQL 15 and an SMTP server for outgoing mail.',
  'ok',
  'Error 403: you do not have access to this document.',
  'Templates let you reuse the same fields and recipients for recurring contracts.',
  'The quick brown fox jumps over the lazy dog while the band plays on.',
  `A long passage about pricing: ${'Plans are billed monthly or yearly, and you can switch at any time. '.repeat(12)}`,
];

describe('the int8 model', () => {
  it('stays within cosine 0.98 of fp32 on every one of 21 varied texts (mean above 0.99)', async () => {
    const [exact, quantised] = await Promise.all([fp32.embed(varied), int8.embed(varied)]);
    const cosines = exact.map((vector, i) => dot(vector, quantised[i]!));
    expect(Math.min(...cosines)).toBeGreaterThanOrEqual(0.98);
    expect(cosines.reduce((sum, c) => sum + c, 0) / cosines.length).toBeGreaterThan(0.99);
  });

  it('scores a related pair above an unrelated one', async () => {
    const [question, answer, unrelated, payment, paymentAnswer] = await int8.embed([
      'How do I reset my password?',
      'Forgot your password? Use the reset link',
      'Our office is in Berlin',
      'can i pay with paypal?',
      'We accept cards, PayPal and Apple Pay.',
    ]);
    expect(dot(question!, answer!)).toBeGreaterThan(dot(question!, unrelated!) + 0.3);
    expect(dot(payment!, paymentAnswer!)).toBeGreaterThan(dot(payment!, answer!));
    expect(dot(payment!, paymentAnswer!)).toBeGreaterThan(dot(payment!, unrelated!));
  });

  it('is named for what it is, with 384 dimensions', () => {
    expect(int8).toMatchObject({ model: 'all-MiniLM-L6-v2-int8', dimensions: 384 });
    expect(fp32.model).toBe('all-MiniLM-L6-v2-fp32');
  });
});

describe('embedding many texts', () => {
  it('keeps input order across batches of mixed lengths, and a text batched with others gets its own vector', async () => {
    const texts = Array.from(
      { length: 40 },
      (_, i) => `${varied[i % varied.length]!} (${'item '.repeat(i % 7)}${i})`,
    );
    const together = await int8.embed(texts);
    const alone = await Promise.all([0, 13, 39].map(async (i) => (await int8.embed([texts[i]!]))[0]!));
    expect(together).toHaveLength(40);
    [0, 13, 39].forEach((i, k) => {
      expect(dot(together[i]!, alone[k]!)).toBeGreaterThan(0.99999);
    });
  });

  it('answers callers asking at the same time (pages indexed at once) each with their own vectors', async () => {
    const pages = [varied.slice(0, 5), varied.slice(3, 9), varied.slice(8, 20), ['ok', varied[0]!]];
    const alone: number[][][] = [];
    for (const texts of pages) alone.push(await int8.embed(texts));
    const atOnce = await Promise.all(pages.map((texts) => int8.embed(texts)));
    pages.forEach((texts, p) => {
      expect(atOnce[p]).toHaveLength(texts.length);
      texts.forEach((_, i) => {
        expect(dot(atOnce[p]![i]!, alone[p]![i]!)).toBeGreaterThan(0.99999);
      });
    });
  });

  it(`reads only the first ${maxWordPieces} word pieces of a text`, async () => {
    const opening = 'Signing order: recipients sign one after another in the order you set. '.repeat(30);
    const [first, second] = await fp32.embed([
      `${opening} The tail is about holidays.`,
      `${opening} Completely different ending on cooking pasta.`,
    ]);
    expect(dot(first!, second!)).toBeGreaterThan(0.99999);
  });

  it('answers nothing for no texts, and embeds an empty text', async () => {
    expect(await int8.embed([])).toEqual([]);
    const [empty] = await int8.embed(['']);
    expect(empty).toHaveLength(384);
  });

  it('loads the model once per process: every caller shares one embedder', async () => {
    const again = await loadSentenceEmbedder({ cacheDir: sharedModelCacheDir, precision: 'int8' });
    expect(again).toBe(int8);
  });

  it('does not block the event loop while it embeds', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    const texts = Array.from({ length: 32 }, (_, i) => `${varied[i % varied.length]!} ${i}`);
    await int8.embed(texts);
    clearInterval(timer);
    // 32 texts take well over 50 ms of inference; a blocked loop would not tick in between.
    expect(ticks).toBeGreaterThan(5);
  });
});
