import { AppError } from '@sitesage/errors';
import type { Logger } from '@sitesage/logger';
import type { ChunkHit, ChunksRepository, KeywordHit } from '../../db/chunks.repository.js';
import type { Embedder } from '../content/embedder.types.js';
import { passageLimit } from './passage-limit.fns.js';
import { createProjectSizeCache } from './project-size.cache.js';
import { questionTerms } from './question-terms.fns.js';
import { searchTerms } from './search-term.fns.js';
import { fuseByReciprocalRank } from './reciprocal-rank-fusion.fns.js';

export type Passage = {
  chunkId: string;
  url: string;
  title: string;
  header: string;
  content: string;
  /** Fused reciprocal-rank score: higher is better, comparable within one search only. */
  score: number;
  /** Found by the full-text half, not only by vector similarity. */
  keywordMatch: boolean;
};

/**
 * Each half offers twice the requested passages (at least 10) to the fusion: enough for a passage
 * both halves rank well to surface, few enough that many middling hits of one half cannot crowd
 * out the other half's best.
 */
const candidatesPerPassage = 2;
const minCandidates = 10;
/** The question is embedded as typed, up to this length; a pasted page adds cost, not meaning. */
export const maxEmbeddedQuestionChars = 2_000;

export type SearchService = ReturnType<typeof createSearchService>;

export function createSearchService(deps: {
  log: Logger;
  chunks: Pick<ChunksRepository, 'countForProject' | 'nearest' | 'keywordMatches'>;
  /** The pipeline's embedder, resolved on first use (a provider may be asked for its width first). */
  embedder: () => Promise<Embedder>;
  /** Project size from which the vector half uses HNSW; tests lower it to take that path. */
  exactBelow?: number;
}) {
  const { log, chunks } = deps;
  const projectSize = createProjectSizeCache({ count: (projectId) => chunks.countForProject(projectId) });

  /**
   * Vector half. An embedding provider that is down or slow must not cost the visitor the answer
   * the full-text half can still give, so its failure is logged and searched around.
   */
  async function nearestChunks(
    projectId: string,
    question: string,
    k: number,
    chunkCount: number,
  ): Promise<ChunkHit[]> {
    let embedding: { vector: number[]; model: string };
    try {
      const embedder = await deps.embedder();
      const [vector] = await embedder.embed([question.slice(0, maxEmbeddedQuestionChars)]);
      if (!vector) return [];
      embedding = { vector, model: embedder.model };
    } catch (error) {
      log.warn({ err: error, projectId }, 'question not embedded; searching full text only');
      return [];
    }
    return chunks.nearest(projectId, embedding, k, {
      chunkCount,
      ...(deps.exactBelow === undefined ? {} : { exactBelow: deps.exactBelow }),
    });
  }

  return {
    /**
     * The passages of one project that best answer a visitor's question: full-text and vector
     * search run side by side, given the project's chunk count, and are fused by reciprocal rank.
     * A project with no chunks, or one that does not exist, simply has no passages.
     */
    async findPassages(projectId: string, question: string, limit?: number): Promise<Passage[]> {
      if (projectId.trim() === '') throw AppError.invalid('project_id', 'Project is required');
      const text = question.trim();
      if (text === '') throw AppError.invalid('query', 'Question is required');
      const k = passageLimit(limit);
      const candidates = Math.max(minCandidates, k * candidatesPerPassage);

      // Both halves need the project's size (word rarity; exact or HNSW), counted now and then.
      const chunkCount = await projectSize.chunkCount(projectId);
      if (chunkCount === 0) return [];
      const [keywordHits, vectorHits] = await Promise.all([
        chunks.keywordMatches(projectId, searchTerms(questionTerms(text)), candidates, chunkCount),
        nearestChunks(projectId, text, candidates, chunkCount),
      ]);
      const fused = fuseByReciprocalRank<KeywordHit | ChunkHit>([keywordHits, vectorHits], { limit: k });
      return fused.map(({ item, score, ranks }) => ({
        chunkId: item.id,
        url: item.url,
        title: item.title,
        header: item.header,
        content: item.content,
        score,
        keywordMatch: (ranks[0] ?? 0) > 0,
      }));
    },
  };
}
