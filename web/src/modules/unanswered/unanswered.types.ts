import type { ApiReply } from '../../api/http-contract';

/** Visitor questions that ask the same thing, which the agent declined or passed to a person. */
export type UnansweredGroup = ApiReply<'/projects/{id}/unanswered', 'get'>['data'][number];
export type UnansweredCounts = ApiReply<'/users/unanswered', 'get'>;
