import { sql } from 'kysely';
import type { Executor } from '@sitesage/db';
import { toVectorLiteral } from './chunks.repository.js';
import type { IngestionDatabase, QaPairRow } from './database.js';

export type QaPairsRepository = ReturnType<typeof createQaPairsRepository>;

/** A pair to store: the question's embedding comes with it (embedded before any transaction). */
export type NewQaPair = {
  question: string;
  questionKey: string;
  answer: string;
  vector: readonly number[];
  model: string;
};

export type QaMatchRow = { id: string; question: string; answer: string; similarity: number };

const listedColumns = [
  'id',
  'knowledge_base_id',
  'project_id',
  'question',
  'question_key',
  'answer',
  'embedding_model',
  'created_at',
  'updated_at',
] as const;

/** Listed rows carry no vector (the owner's editor has no use for it). */
export type ListedQaPair = Omit<QaPairRow, 'embedding'>;

export function createQaPairsRepository(db: Executor<IngestionDatabase>) {
  return {
    /** Holds the set's row until the transaction ends: saves to one set take turns at its cap. */
    async lockSet(knowledgeBaseId: string, tx: Executor<IngestionDatabase>): Promise<void> {
      await sql`select id from ingestion.knowledge_bases where id = ${knowledgeBaseId} for update`.execute(
        tx,
      );
    },

    countInSet(knowledgeBaseId: string, tx: Executor<IngestionDatabase> = db): Promise<number> {
      return tx
        .selectFrom('ingestion.qa_pairs')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('knowledge_base_id', '=', knowledgeBaseId)
        .executeTakeFirstOrThrow()
        .then(({ count }) => Number(count));
    },

    /** The set's question keys already taken, of those given. */
    async existingKeys(
      knowledgeBaseId: string,
      keys: readonly string[],
      tx: Executor<IngestionDatabase> = db,
    ): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await tx
        .selectFrom('ingestion.qa_pairs')
        .select('question_key')
        .where('knowledge_base_id', '=', knowledgeBaseId)
        .where('question_key', 'in', [...keys])
        .execute();
      return new Set(rows.map((row) => row.question_key));
    },

    async list(
      knowledgeBaseId: string,
      page: { limit: number; offset: number },
    ): Promise<{ data: ListedQaPair[]; total: number }> {
      const [data, total] = await Promise.all([
        db
          .selectFrom('ingestion.qa_pairs')
          .select(listedColumns)
          .where('knowledge_base_id', '=', knowledgeBaseId)
          .orderBy('created_at', 'desc')
          .orderBy('id')
          .limit(page.limit)
          .offset(page.offset)
          .execute(),
        this.countInSet(knowledgeBaseId),
      ]);
      return { data, total };
    },

    find(knowledgeBaseId: string, id: string): Promise<ListedQaPair | undefined> {
      return db
        .selectFrom('ingestion.qa_pairs')
        .select(listedColumns)
        .where('knowledge_base_id', '=', knowledgeBaseId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /**
     * Adds the pairs, or replaces the answer of a question the set already has (an imported CSV
     * that repeats a question corrects it rather than failing).
     */
    async upsert(
      set: { id: string; projectId: string },
      pairs: readonly NewQaPair[],
      tx: Executor<IngestionDatabase> = db,
    ): Promise<ListedQaPair[]> {
      if (pairs.length === 0) return [];
      return tx
        .insertInto('ingestion.qa_pairs')
        .values(
          pairs.map((pair) => ({
            id: crypto.randomUUID(),
            knowledge_base_id: set.id,
            project_id: set.projectId,
            question: pair.question,
            question_key: pair.questionKey,
            answer: pair.answer,
            embedding: toVectorLiteral(pair.vector),
            embedding_model: pair.model,
          })),
        )
        .onConflict((oc) =>
          oc.columns(['knowledge_base_id', 'question_key']).doUpdateSet((eb) => ({
            question: eb.ref('excluded.question'),
            answer: eb.ref('excluded.answer'),
            embedding: eb.ref('excluded.embedding'),
            embedding_model: eb.ref('excluded.embedding_model'),
            updated_at: sql<Date>`clock_timestamp()`,
          })),
        )
        .returning(listedColumns)
        .execute();
    },

    update(
      knowledgeBaseId: string,
      id: string,
      pair: NewQaPair,
      tx: Executor<IngestionDatabase> = db,
    ): Promise<ListedQaPair | undefined> {
      return tx
        .updateTable('ingestion.qa_pairs')
        .set({
          question: pair.question,
          question_key: pair.questionKey,
          answer: pair.answer,
          embedding: toVectorLiteral(pair.vector),
          embedding_model: pair.model,
          updated_at: sql<Date>`clock_timestamp()`,
        })
        .where('knowledge_base_id', '=', knowledgeBaseId)
        .where('id', '=', id)
        .returning(listedColumns)
        .executeTakeFirst();
    },

    async delete(knowledgeBaseId: string, id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('ingestion.qa_pairs')
        .where('knowledge_base_id', '=', knowledgeBaseId)
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    async setEmbedding(id: string, vector: readonly number[], model: string): Promise<void> {
      await db
        .updateTable('ingestion.qa_pairs')
        .set({ embedding: toVectorLiteral(vector), embedding_model: model })
        .where('id', '=', id)
        .execute();
    },

    /**
     * The project's questions nearest in meaning to the vector, by the same model, closest first;
     * and in the same statement up to `staleLimit` of its questions embedded by another model (or
     * not at all), which the caller embeds again before it can trust the match.
     */
    async nearest(
      projectId: string,
      embedding: { vector: readonly number[]; model: string },
      limit: number,
      staleLimit = 0,
    ): Promise<{ nearest: QaMatchRow[]; stale: { id: string; question: string }[] }> {
      const literal = toVectorLiteral(embedding.vector);
      const dims = sql.raw(String(embedding.vector.length));
      // float8 arrives as a number from node-postgres and PGlite alike; Number() guards a driver that sends text.
      const { rows } = await sql<{
        id: string;
        question: string;
        answer: string | null;
        similarity: number | string | null;
        stale: boolean;
      }>`
        (select id, question, answer,
          1 - ((embedding::vector(${dims})) <=> ${literal}::vector(${dims})) as similarity, false as stale
        from ingestion.qa_pairs
        where project_id = ${projectId} and embedding_model = ${embedding.model}
          and vector_dims(embedding) = ${embedding.vector.length}
        order by similarity desc, id
        limit ${limit})
        union all
        (select id, question, null, null, true
        from ingestion.qa_pairs
        where project_id = ${projectId} and embedding_model <> ${embedding.model}
        limit ${staleLimit})
      `.execute(db);
      return {
        nearest: rows
          .filter((row) => !row.stale)
          .map((row) => ({
            id: row.id,
            question: row.question,
            answer: row.answer ?? '',
            similarity: Number(row.similarity),
          })),
        stale: rows.filter((row) => row.stale).map((row) => ({ id: row.id, question: row.question })),
      };
    },
  };
}
