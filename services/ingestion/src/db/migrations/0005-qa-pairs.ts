import { sql, type Kysely } from 'kysely';

// Frozen once landed: later changes go in new migrations.
export async function up(db: Kysely<unknown>): Promise<void> {
  // A training set may now hold question/answer pairs the owner wrote (type QA) instead of sources.
  await sql`
    alter table ingestion.knowledge_bases
      drop constraint knowledge_bases_type_check,
      add constraint knowledge_bases_type_check check (type in ('WEBSITE', 'URL', 'SITEMAP', 'FILE', 'QA'))
  `.execute(db);
  // The question is embedded on its own: a visitor's question is compared with the owner's
  // questions, not with their answers. The vector's width follows the model (no fixed dimension);
  // only vectors of the model in use are ever compared.
  await sql`
    create table ingestion.qa_pairs (
      id uuid primary key,
      knowledge_base_id uuid not null references ingestion.knowledge_bases (id) on delete cascade,
      project_id text not null,
      question text not null check (char_length(question) between 1 and 300),
      question_key text not null,
      answer text not null check (char_length(answer) between 1 and 2000),
      embedding vector,
      embedding_model text not null default '',
      created_at timestamptz not null default clock_timestamp(),
      updated_at timestamptz not null default clock_timestamp()
    )
  `.execute(db);
  // One answer per question (compared without case and spacing) within a set.
  await sql`
    create unique index qa_pairs_question_idx on ingestion.qa_pairs (knowledge_base_id, question_key)
  `.execute(db);
  await sql`create index qa_pairs_project_idx on ingestion.qa_pairs (project_id, embedding_model)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table ingestion.qa_pairs`.execute(db);
  await sql`delete from ingestion.knowledge_bases where type = 'QA'`.execute(db);
  await sql`
    alter table ingestion.knowledge_bases
      drop constraint knowledge_bases_type_check,
      add constraint knowledge_bases_type_check check (type in ('WEBSITE', 'URL', 'SITEMAP', 'FILE'))
  `.execute(db);
}
