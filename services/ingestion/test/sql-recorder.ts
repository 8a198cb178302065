import {
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
} from 'kysely';

/**
 * The one row every recorded statement "returns": enough for a repository method to run to its
 * end (a count, an affected-row count), so each of its statements is sent and recorded.
 */
const answer: QueryResult<unknown> = { rows: [{ count: '0' }], numAffectedRows: 0n };

class RecordingConnection implements DatabaseConnection {
  constructor(private readonly statements: string[]) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    this.statements.push(query.sql);
    return Promise.resolve(answer as QueryResult<R>);
  }

  /** No repository streams; one that starts to would need its statements recorded here too. */
  streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    throw new Error(`streaming is not recorded: ${query.sql}`);
  }
}

/** Records each statement sent, transactions included, instead of sending it anywhere. */
class RecordingDriver implements Driver {
  private readonly connection: RecordingConnection;

  constructor(private readonly statements: string[]) {
    this.connection = new RecordingConnection(statements);
  }

  init(): Promise<void> {
    return Promise.resolve();
  }
  acquireConnection(): Promise<DatabaseConnection> {
    return Promise.resolve(this.connection);
  }
  beginTransaction(): Promise<void> {
    this.statements.push('begin');
    return Promise.resolve();
  }
  commitTransaction(): Promise<void> {
    this.statements.push('commit');
    return Promise.resolve();
  }
  rollbackTransaction(): Promise<void> {
    this.statements.push('rollback');
    return Promise.resolve();
  }
  releaseConnection(): Promise<void> {
    return Promise.resolve();
  }
  destroy(): Promise<void> {
    return Promise.resolve();
  }
}

/**
 * A Kysely database for PostgreSQL that compiles what a repository sends (Kysely's own compiler, as
 * in production) and records the SQL, with no database behind it.
 */
export function recordingDatabase<DB>(): { db: Kysely<DB>; statements: string[] } {
  const statements: string[] = [];
  const db = new Kysely<DB>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new RecordingDriver(statements),
      createIntrospector: (introspected) => new PostgresIntrospector(introspected),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
  return { db, statements };
}

/** Clauses a one-line statement (Kysely's builder output) starts a new line at, for a readable diff. */
const clause =
  / (?=(from|inner join|left join|cross join|where|group by|having|order by|limit|offset|returning|on conflict|values|set) )/g;

/**
 * A statement as it is committed: a template's own lines kept (common indentation removed), a
 * builder's one line broken before its clauses.
 */
export function layoutStatement(statement: string): string {
  const trimmed = statement.replace(/^\s*\n/, '').trimEnd();
  if (!trimmed.includes('\n')) return trimmed.trim().replace(clause, '\n  ');
  const lines = trimmed.split('\n').map((line) => line.trimEnd());
  const indents = lines.filter((line) => line.trim() !== '').map((line) => /^ */.exec(line)?.[0].length ?? 0);
  const common = Math.min(...indents);
  return lines.map((line) => line.slice(common)).join('\n');
}
