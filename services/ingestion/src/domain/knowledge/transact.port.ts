import type { Executor } from '@sitesage/db';
import type { IngestionDatabase } from '../../db/database.js';

/**
 * Runs `work` in one database transaction and hands it the transaction, which the work passes on
 * to the repositories it calls (the container wires it to the database's own).
 */
export type Transact = <T>(work: (tx: Executor<IngestionDatabase>) => Promise<T>) => Promise<T>;
