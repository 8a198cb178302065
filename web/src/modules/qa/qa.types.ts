import type { ApiReply } from '../../api/http-contract';

/** A question and the answer the owner wrote for it, in a Q&A training set. */
export type QaPair = ApiReply<'/knowledgebase/{kb_id}/qa', 'get'>['data'][number];
export type QaPage = ApiReply<'/knowledgebase/{kb_id}/qa', 'get'>;
export type QaImport = ApiReply<'/knowledgebase/{kb_id}/qa/import', 'post'>;

/** The server's caps (ingestion's qa-fields.fns.ts), shown before a save is refused. */
export const QA_LIMITS = { questionChars: 300, answerChars: 2000, pairsPerSet: 500 } as const;
