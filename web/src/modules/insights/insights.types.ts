import type { ApiReply } from '../../api/http-contract';

/** An agent's insights over its last 7 or 30 days, counted in the owner's time zone. */
export type AgentInsights = ApiReply<'/projects/{id}/insights', 'get'>;
export type InsightsDay = AgentInsights['days'][number];
export type InsightsWindow = 7 | 30;
