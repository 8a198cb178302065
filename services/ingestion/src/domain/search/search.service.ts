import { AppError } from '@sitesage/errors';
import type { Logger } from '@sitesage/logger';
import type { CommonWordsRepository } from '../../db/common-words.repository.js';
import {
  commonWordShare,
  commonWordsFromChunks,
  type ChunkHit,
  type ChunksRepository,
  type KeywordHit,
  type NeighbourChunk,
  type PageChunk,
} from '../../db/chunks.repository.js';
import type { Embedder } from '../content/embedder.types.js';
import { cosineSimilarity } from '../content/hashing-embedder.js';
import { passageLimit } from './passage-limit.fns.js';
import { createProjectSizeCache } from './project-size.cache.js';
import { createTextVectorCache, type TextVectorCache } from './text-vector.cache.js';
import { questionTerms } from './question-terms.fns.js';
import { searchTerms } from './search-term.fns.js';
import { fuseByReciprocalRank } from './reciprocal-rank-fusion.fns.js';
import { rescoreCandidates } from './rescore-candidates.fns.js';

/** A chunk beside a passage on its page: its heading path and text. */
export type PassageNeighbour = { header: string; content: string };

export type Passage = {
  chunkId: string;
  url: string;
  title: string;
  header: string;
  content: string;
  /** Second-stage score (model similarity plus a share of the fused rank): higher is better, within one search. */
  score: number;
  /** Found by the full-text half, not only by vector similarity. */
  keywordMatch: boolean;
  /** Cosine similarity of question and chunk by the embedding model; 0 when it could not be computed. */
  similarity: number;
  /** With neighbours asked for: the chunks just before and just after it on its page, in order. */
  before: PassageNeighbour[];
  after: PassageNeighbour[];
};

/**
 * A large project's common words are counted again once its chunk count has moved this share away
 * from the count they were taken at (a retrain, a sync that added or removed pages).
 */
const recountAfterChange = 0.05;
/** The first stage offers this many candidates from each half to the second. */
const firstStageCandidates = 30;
/** The question is embedded as typed, up to this length; a pasted page adds cost, not meaning. */
export const maxEmbeddedQuestionChars = 2_000;
/** Texts one ScoreTexts call may compare, and the length of each: an answer's candidate sentences. */
export const maxScoredTexts = 100;
export const maxScoredTextChars = 2_000;
/**
 * Chunks read beside each passage when asked for: a chunk is one heading's section, and a help
 * page's procedure often runs over several small ones ("Open 2FA setup", "Scan the QR code",
 * "Verify and save"), so the answerer can finish the steps a passage begins.
 */
export const neighbourChunks = { before: 1, after: 2 } as const;
/**
 * A page's opening: its chunks up to this ordinal — the text before its first heading (0) and its
 * first section (1), where a help page says what holds for all of it ("Webhooks are available for
 * teams only", "Enterprise only"). On the Documenso set's saved searches, quoting from the opening
 * of the best passage's page raised the facts found in English answers from 0.70 to 0.75; the text
 * before the first heading alone (a page's one-line description) gained nothing.
 */
export const pageOpeningLastOrdinal = 1;
/** Questions and answer sentences whose vectors are kept: about 30 MB at 384 dimensions. */
export const unitVectorsKept = 20_000;

type QuestionVector = { vector: number[]; model: string; wordsOnly: boolean };

export type SearchService = ReturnType<typeof createSearchService>;

export function createSearchService(deps: {
  log: Logger;
  chunks: Pick<
    ChunksRepository,
    'countForProject' | 'vectorCandidates' | 'keywordMatches' | 'neighboursOf' | 'openingOf'
  >;
  /** Large projects' common words, counted again when the project has grown or shrunk since. */
  commonWords: Pick<CommonWordsRepository, 'countedAt' | 'recount'>;
  /** The pipeline's embedder, resolved on first use (a provider may be asked for its width first). */
  embedder: () => Promise<Embedder>;
  /** Project size from which the vector half uses HNSW; tests lower it to take that path. */
  exactBelow?: number;
  /**
   * Texts recently embedded (questions and answer sentences), shared with the Q&A matcher, which
   * embeds the same question just before a Search; by default this service's own.
   */
  textVectors?: TextVectorCache;
}) {
  const { log, chunks } = deps;
  const recounting = new Set<string>();
  /**
   * Counts a large project's common words again, in the background, when they were counted at a
   * size more than recountAfterChange away from the project's (or never). A small project is not
   * looked up at all: its searches never use the counts (see keywordMatches). A visitor's search
   * never waits for it; meanwhile words are weighed as before.
   */
  async function keepCommonWordsCounted(projectId: string, chunkCount: number) {
    if (chunkCount < commonWordsFromChunks || recounting.has(projectId)) return;
    recounting.add(projectId);
    try {
      const countedAt = await deps.commonWords.countedAt(projectId);
      const stale =
        countedAt === undefined || Math.abs(countedAt - chunkCount) > chunkCount * recountAfterChange;
      if (stale) {
        await deps.commonWords.recount(projectId, {
          share: commonWordShare,
          fromChunks: commonWordsFromChunks,
        });
      }
    } catch (error) {
      log.warn({ err: error, projectId }, 'common words not counted; searching without them');
    } finally {
      recounting.delete(projectId);
    }
  }
  // Counted now and then (project-size.cache.ts), and the common words checked at the same pace.
  const projectSize = createProjectSizeCache({
    count: async (projectId) => {
      const chunkCount = await chunks.countForProject(projectId);
      void keepCommonWordsCounted(projectId, chunkCount);
      return chunkCount;
    },
  });
  const unitVectors = deps.textVectors ?? createTextVectorCache(unitVectorsKept);

  /**
   * An embedding provider that is down or slow must not cost the visitor the answer the full-text
   * half can still give, so its failure is logged and searched around.
   */
  async function embedQuestion(projectId: string, question: string): Promise<QuestionVector | undefined> {
    try {
      const embedder = await deps.embedder();
      const asked = question.slice(0, maxEmbeddedQuestionChars);
      // Kept for the ScoreTexts call that follows for the same answer (and found there when MatchQa
      // embedded it a moment ago).
      const vector = await unitVectors.vectorOf(embedder, asked);
      if (!vector) return undefined;
      return { vector, model: embedder.model, wordsOnly: embedder.wordsOnly === true };
    } catch (error) {
      log.warn({ err: error, projectId }, 'question not embedded; searching full text only');
      return undefined;
    }
  }

  /**
   * Vector half, once the full-text half has its candidates: the question's nearest chunks, and the
   * model's similarity for every candidate of either half (the full-text ones' distances are read in
   * the same statement). Nothing when the question could not be embedded.
   */
  async function vectorHalf(
    projectId: string,
    embedding: QuestionVector | undefined,
    keywordHits: readonly KeywordHit[],
    chunkCount: number,
  ): Promise<{ vectorHits: ChunkHit[]; similarity: Map<string, number> }> {
    if (!embedding) return { vectorHits: [], similarity: new Map() };
    const { nearest, distances } = await chunks.vectorCandidates(projectId, embedding, firstStageCandidates, {
      chunkCount,
      distancesOf: keywordHits.map((hit) => hit.id),
      ...(deps.exactBelow === undefined ? {} : { exactBelow: deps.exactBelow }),
    });
    const similarity = new Map([...distances].map(([id, distance]) => [id, 1 - distance]));
    return { vectorHits: nearest, similarity };
  }

  return {
    /**
     * The passages of one project that best answer a visitor's question, in two stages. First,
     * full-text and vector search side by side (given the project's chunk count), fused by
     * reciprocal rank into a few dozen candidates; then those re-scored by the embedding model's
     * similarity to the question, near-duplicates dropped and each page's share capped. A project
     * with no chunks, or one that does not exist, simply has no passages.
     */
    async findPassages(
      projectId: string,
      question: string,
      limit?: number,
      { neighbours = false }: { neighbours?: boolean } = {},
    ): Promise<Passage[]> {
      if (projectId.trim() === '') throw AppError.invalid('project_id', 'Project is required');
      const text = question.trim();
      if (text === '') throw AppError.invalid('query', 'Question is required');
      const k = passageLimit(limit);

      // Both halves need the project's size (word rarity; exact or HNSW), counted now and then.
      const chunkCount = await projectSize.chunkCount(projectId);
      if (chunkCount === 0) return [];
      // The question is embedded while the database looks up its words; the vector half then
      // needs both (the embedded database runs one statement at a time either way).
      const [keywordHits, embedding] = await Promise.all([
        chunks.keywordMatches(projectId, searchTerms(questionTerms(text)), firstStageCandidates, chunkCount),
        embedQuestion(projectId, text),
      ]);
      const { vectorHits, similarity } = await vectorHalf(projectId, embedding, keywordHits, chunkCount);
      const fused = fuseByReciprocalRank<KeywordHit | ChunkHit>([keywordHits, vectorHits]);
      const candidates = fused.map(({ item, score, ranks }) => ({
        id: item.id,
        url: item.url,
        title: item.title,
        header: item.header,
        content: item.content,
        fused: score,
        similarity: similarity.get(item.id),
        keywordMatch: (ranks[0] ?? 0) > 0,
      }));
      // A words-only embedder's similarity is a second count of shared words, not of meaning: the
      // fused order, which already holds it, stands.
      const rescored = rescoreCandidates(
        embedding?.wordsOnly === true ? candidates.map((c) => ({ ...c, similarity: undefined })) : candidates,
        k,
      );
      const beside = neighbours
        ? await chunks.neighboursOf(
            projectId,
            rescored.map((passage) => passage.id),
            neighbourChunks,
          )
        : [];
      const neighboursOf = (id: string, side: (n: NeighbourChunk) => boolean): PassageNeighbour[] =>
        beside.filter((n) => n.ofId === id && side(n)).map((n) => ({ header: n.header, content: n.content }));
      return rescored.map((passage) => ({
        before: neighboursOf(passage.id, (n) => n.offset < 0),
        after: neighboursOf(passage.id, (n) => n.offset > 0),
        chunkId: passage.id,
        url: passage.url,
        title: passage.title,
        header: passage.header,
        content: passage.content,
        score: passage.score,
        keywordMatch: passage.keywordMatch,
        similarity: similarity.get(passage.id) ?? 0,
      }));
    },

    /**
     * The opening of the first passage's page (see pageOpeningLastOrdinal), less the chunks already
     * among the passages: the answerer weighs its sentences beside the passages'.
     */
    async pageOpening(
      projectId: string,
      passages: readonly Pick<Passage, 'chunkId'>[],
    ): Promise<PageChunk[]> {
      const first = passages[0];
      if (!first) return [];
      const found = new Set(passages.map((passage) => passage.chunkId));
      const opening = await chunks.openingOf(projectId, first.chunkId, pageOpeningLastOrdinal);
      return opening.filter((chunk) => !found.has(chunk.id));
    },

    /**
     * How close in meaning each text is to the query, by the same model the passages were found
     * with (cosine similarity, in order): the answerer uses it to pick sentences and to tell an
     * answer from an unrelated quote. One batch, the query first.
     */
    async scoreTexts(
      query: string,
      texts: readonly string[],
    ): Promise<{ scores: number[]; model: string; semantic: boolean }> {
      const text = query.trim();
      if (text === '') throw AppError.invalid('query', 'Query is required');
      if (texts.length > maxScoredTexts) {
        throw AppError.invalid('texts', `At most ${maxScoredTexts} texts can be scored at once`);
      }
      if (texts.some((t) => t.length > maxScoredTextChars)) {
        throw AppError.invalid('texts', `Each text must be at most ${maxScoredTextChars} characters`);
      }
      if (texts.length === 0) return { scores: [], model: '', semantic: false };
      const embedder = await deps.embedder();
      // The question was usually embedded a moment ago by the Search of the same answer.
      const question = text.slice(0, maxEmbeddedQuestionChars);
      const wanted = [question, ...texts];
      const uncached = [...new Set(wanted.filter((t) => !unitVectors.get(embedder.model, t)))];
      const fresh = uncached.length === 0 ? [] : await embedder.embed(uncached);
      uncached.forEach((t, i) => {
        unitVectors.set(embedder.model, t, fresh[i] ?? []);
      });
      const questionVector = unitVectors.get(embedder.model, question) ?? [];
      return {
        scores: texts.map((t) => cosineSimilarity(questionVector, unitVectors.get(embedder.model, t) ?? [])),
        model: embedder.model,
        semantic: embedder.wordsOnly !== true,
      };
    },
  };
}
