import type { QaPair } from '@sitesage/contracts';
import type { ListedQaPair } from '../db/qa-pairs.repository.js';

export function toQaPair(row: ListedQaPair): QaPair {
  return {
    id: row.id,
    knowledge_base_id: row.knowledge_base_id,
    question: row.question,
    answer: row.answer,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
