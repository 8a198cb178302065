import { AppError } from '@sitesage/errors';
import type { Logger } from '@sitesage/logger';
import type { KnowledgeBaseRow } from '../../db/database.js';
import type { KnowledgeBasesRepository } from '../../db/knowledge-bases.repository.js';
import type { NewQaPair, QaPairsRepository } from '../../db/qa-pairs.repository.js';
import type { Embedder } from '../content/embedder.types.js';
import { isId, messages, pageOf } from '../knowledge/knowledge-fields.fns.js';
import type { Owner } from '../knowledge/knowledge.service.js';
import type { Transact } from '../knowledge/transact.port.js';
import { qaRowsOfCsv } from './qa-csv.fns.js';
import { parseQaPair, qaLimits, qaMessages } from './qa-fields.fns.js';
import { createTextVectorCache, type TextVectorCache } from '../search/text-vector.cache.js';
import { groupByMeaning, sameQuestionThreshold, sameTopicThreshold } from './question-similarity.fns.js';

export type QaServiceDeps = {
  log: Logger;
  transact: Transact;
  knowledgeBases: Pick<KnowledgeBasesRepository, 'findOwned'>;
  qaPairs: QaPairsRepository;
  /** The pipeline's embedder, resolved on first use. */
  embedder: () => Promise<Embedder>;
  /**
   * Visitors' questions recently embedded, shared with the search service: the chat service asks
   * MatchQa and then Search with the same question, which is embedded once for both.
   */
  questionVectors: TextVectorCache;
};

export type QaService = ReturnType<typeof createQaService>;

/** Texts one GroupTexts call may group, and the length each is embedded at. */
export const maxGroupedTexts = 500;
const maxGroupedChars = 2_000;
/** Pairs embedded by an older model, re-embedded per visitor question until none is left. */
const staleBatch = 100;
/**
 * Grouped texts' vectors kept: the same unanswered questions are grouped each time an owner opens
 * the list or the dashboard, and only the new ones need the model.
 */
const groupedVectorsKept = 5_000;

type CheckedPair = { question: string; answer: string; questionKey: string };

/**
 * The owner's question/answer pairs (a training set of type QA) and how a visitor's question is
 * matched with them: each question is embedded when saved, and a visitor's question matches one
 * when the embedding model finds them the same question in other words (question-similarity.fns).
 */
export function createQaService(deps: QaServiceDeps) {
  const { qaPairs, log } = deps;
  const groupedVectors = createTextVectorCache(groupedVectorsKept);

  async function ownedQaSet(owner: Owner, id: string): Promise<KnowledgeBaseRow> {
    const set = isId(id) ? await deps.knowledgeBases.findOwned(owner.userId, id) : undefined;
    if (!set) throw AppError.notFound(messages.knowledgeBaseNotFound);
    if (set.type !== 'QA') throw AppError.invalid('knowledge_base_id', qaMessages.notQaSet);
    return set;
  }

  async function embedPairs(pairs: readonly CheckedPair[]): Promise<NewQaPair[]> {
    const embedder = await deps.embedder();
    const vectors = await embedder.embed(pairs.map((pair) => pair.question));
    return pairs.map((pair, index) => ({ ...pair, vector: vectors[index] ?? [], model: embedder.model }));
  }

  /** Stores pairs under the set's row lock, so concurrent saves cannot pass the set's cap. */
  function store(
    set: KnowledgeBaseRow,
    pairs: NewQaPair[],
    { refuseDuplicates }: { refuseDuplicates: boolean },
  ) {
    return deps.transact(async (tx) => {
      await qaPairs.lockSet(set.id, tx);
      const keys = pairs.map((pair) => pair.questionKey);
      const existing = await qaPairs.existingKeys(set.id, keys, tx);
      if (refuseDuplicates && existing.size > 0) throw AppError.invalid('question', qaMessages.duplicate);
      const added = new Set(keys.filter((key) => !existing.has(key))).size;
      if ((await qaPairs.countInSet(set.id, tx)) + added > qaLimits.pairsPerSet) {
        throw new AppError('FAILED_PRECONDITION', qaMessages.setFull);
      }
      return qaPairs.upsert({ id: set.id, projectId: set.project_id }, pairs, tx);
    });
  }

  /** Pairs embedded by another model than the one in use (found by a match), embedded again. */
  async function embedAgain(stale: readonly { id: string; question: string }[], embedder: Embedder) {
    const vectors = await embedder.embed(stale.map((pair) => pair.question));
    await Promise.all(
      stale.map((pair, index) => qaPairs.setEmbedding(pair.id, vectors[index] ?? [], embedder.model)),
    );
  }

  return {
    async list(owner: Owner, knowledgeBaseId: string, limit: number, offset: number) {
      const set = await ownedQaSet(owner, knowledgeBaseId);
      return qaPairs.list(set.id, pageOf(limit, offset));
    },

    async create(owner: Owner, knowledgeBaseId: string, input: { question: string; answer: string }) {
      const set = await ownedQaSet(owner, knowledgeBaseId);
      const [pair] = await store(set, await embedPairs([parseQaPair(input)]), { refuseDuplicates: true });
      if (!pair) throw new Error('the pair was not stored');
      return pair;
    },

    async update(
      owner: Owner,
      knowledgeBaseId: string,
      id: string,
      input: { question: string; answer: string },
    ) {
      const set = await ownedQaSet(owner, knowledgeBaseId);
      const current = isId(id) ? await qaPairs.find(set.id, id) : undefined;
      if (!current) throw AppError.notFound(qaMessages.pairNotFound);
      const [pair] = await embedPairs([parseQaPair(input)]);
      if (!pair) throw new Error('the pair was not embedded');
      if (pair.questionKey !== current.question_key) {
        const taken = await qaPairs.existingKeys(set.id, [pair.questionKey]);
        if (taken.size > 0) throw AppError.invalid('question', qaMessages.duplicate);
      }
      const updated = await qaPairs.update(set.id, id, pair);
      if (!updated) throw AppError.notFound(qaMessages.pairNotFound);
      return updated;
    },

    async delete(owner: Owner, knowledgeBaseId: string, id: string): Promise<void> {
      const set = await ownedQaSet(owner, knowledgeBaseId);
      if (!isId(id) || !(await qaPairs.delete(set.id, id))) throw AppError.notFound(qaMessages.pairNotFound);
    },

    /**
     * A CSV of question,answer rows added to the set, all or nothing: the first bad row is named
     * and nothing is stored. A question the set (or the file) already has gets the later answer.
     */
    async importCsv(owner: Owner, knowledgeBaseId: string, csv: string) {
      const set = await ownedQaSet(owner, knowledgeBaseId);
      const rows = qaRowsOfCsv(csv).map((row) =>
        parseQaPair({ question: row.question, answer: row.answer }, `row${String(row.row)}`),
      );
      // The last answer to a question repeated in the file wins, as it would row by row.
      const unique = [...new Map(rows.map((pair) => [pair.questionKey, pair])).values()];
      await store(set, await embedPairs(unique), { refuseDuplicates: false });
      return { imported: unique.length, total: await qaPairs.countInSet(set.id) };
    },

    /**
     * The project's pairs whose question is the visitor's in other words, closest first (none when
     * none is close enough). Called for every visitor question, so a failure to embed is logged
     * and answered with no match: the page text still answers.
     */
    async match(projectId: string, query: string, limit: number) {
      const asked = query
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, qaLimits.questionChars * 2);
      if (!asked) return { matches: [], threshold: 0 };
      try {
        const embedder = await deps.embedder();
        const vector = await deps.questionVectors.vectorOf(embedder, asked);
        if (!vector) return { matches: [], threshold: 0 };
        const threshold = sameQuestionThreshold(embedder);
        const find = () =>
          qaPairs.nearest(
            projectId,
            { vector, model: embedder.model },
            Math.min(Math.max(limit, 1), 5),
            staleBatch,
          );
        let found = await find();
        // Pairs of an older model are embedded again first (a batch per question until none is
        // left), and the match asked again with them: one statement when there are none.
        if (found.stale.length > 0) {
          await embedAgain(found.stale, embedder);
          found = await find();
        }
        return { matches: found.nearest.filter((pair) => pair.similarity >= threshold), threshold };
      } catch (error) {
        log.warn({ err: error, projectId }, 'question not matched with the Q&A; answering from page text');
        return { matches: [], threshold: 0 };
      }
    },

    /** Each text's group: texts in one group ask the same thing (see groupByMeaning). */
    async groupTexts(texts: readonly string[]): Promise<number[]> {
      if (texts.length > maxGroupedTexts) {
        throw AppError.invalid('texts', `At most ${String(maxGroupedTexts)} texts can be grouped at once`);
      }
      if (texts.length === 0) return [];
      const embedder = await deps.embedder();
      const wanted = texts.map((text) => text.slice(0, maxGroupedChars));
      const missing = [...new Set(wanted.filter((text) => !groupedVectors.get(embedder.model, text)))];
      const fresh = missing.length === 0 ? [] : await embedder.embed(missing);
      missing.forEach((text, index) => {
        groupedVectors.set(embedder.model, text, fresh[index] ?? []);
      });
      const vectors = wanted.map((text) => groupedVectors.get(embedder.model, text) ?? []);
      return groupByMeaning(vectors, sameTopicThreshold(embedder));
    },
  };
}
