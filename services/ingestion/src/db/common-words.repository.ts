import { sql } from 'kysely';
import type { Executor } from '@sitesage/db';
import type { IngestionDatabase } from './database.js';

export type CommonWordsRepository = ReturnType<typeof createCommonWordsRepository>;

/**
 * The words each large project uses in a large share of its chunks (see commonWordShare in
 * chunks.repository.ts), counted from the chunks' own search vectors now and then, so that a
 * search can leave them out of its word weights without first reading thousands of chunks to find
 * out again. A count a little stale only shifts word weights slightly.
 */
export function createCommonWordsRepository(db: Executor<IngestionDatabase>) {
  return {
    /** The project's chunk count when its words were last counted; undefined when never. */
    async countedAt(projectId: string): Promise<number | undefined> {
      const row = await db
        .selectFrom('ingestion.word_counts')
        .select('chunks')
        .where('project_id', '=', projectId)
        .executeTakeFirst();
      return row?.chunks;
    },

    /**
     * Counts the project's words again, in one transaction: the words in at least `share` of its
     * chunks are kept, when it has at least `fromChunks` chunks; a smaller project keeps nothing.
     * Every chunk's search vector is read once (ts_stat), a few hundred milliseconds for 10,000.
     */
    async recount(projectId: string, { share, fromChunks }: { share: number; fromChunks: number }) {
      await db.transaction().execute(async (tx) => {
        await tx.deleteFrom('ingestion.word_counts').where('project_id', '=', projectId).execute();
        const { count } = await tx
          .selectFrom('ingestion.chunks')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('project_id', '=', projectId)
          .executeTakeFirstOrThrow();
        const chunks = Number(count);
        if (chunks < fromChunks) return;
        await tx.insertInto('ingestion.word_counts').values({ project_id: projectId, chunks }).execute();
        // ts_stat runs a query given as text: the project id reaches it quoted by format's %L.
        await sql`
          insert into ingestion.common_words (project_id, lexeme, chunks)
          select ${projectId}, word, ndoc
          from ts_stat(format('select search from ingestion.chunks where project_id = %L', ${projectId}::text))
          where ndoc >= ${Math.ceil(chunks * share)}
        `.execute(tx);
      });
    },

    /** Forgets the project's counts (its knowledge is gone); the next search of it counts again. */
    async forget(projectId: string): Promise<void> {
      await db.deleteFrom('ingestion.word_counts').where('project_id', '=', projectId).execute();
    },
  };
}
