import { baseApi } from '../api/base-api';
import type { Page } from '../training/training.types';
import { HISTORY_PAGE_SIZE, SESSIONS_PAGE_SIZE } from './conversations-limits';
import { nextHistoryOffset } from './history.fns';
import type { ChatSession, HistoryPage, SessionFilter } from './conversations.types';

export type ListSessionsArgs = { projectId: string; offset: number; filter?: SessionFilter };
export type HistoryArgs = { projectId: string; sessionId: string };

export const conversationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listSessions: build.query<Page<ChatSession>, ListSessionsArgs>({
      query: ({ projectId, offset, filter = 'all' }) => ({
        url: 'bot/sessions',
        params: { project_id: projectId, offset, limit: SESSIONS_PAGE_SIZE, filter },
      }),
    }),
    // One session's row, for a viewer opened on a session that is not on the table's page.
    getSession: build.query<ChatSession, HistoryArgs>({
      query: ({ projectId, sessionId }) => ({
        url: `bot/sessions/${encodeURIComponent(sessionId)}`,
        params: { project_id: projectId },
      }),
    }),
    // Pages go backwards in time: offset 0 is the newest messages, each next page older ones.
    listHistory: build.infiniteQuery<HistoryPage, HistoryArgs, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (lastPage, _pages, lastOffset) =>
          nextHistoryOffset(lastPage.data.length, lastOffset),
      },
      query: ({ queryArg: { projectId, sessionId }, pageParam }) => ({
        url: 'bot/history',
        params: { project_id: projectId, session_id: sessionId, offset: pageParam, limit: HISTORY_PAGE_SIZE },
      }),
      // Reopening a conversation starts again from its newest messages, never from old pages.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useListSessionsQuery, useGetSessionQuery, useListHistoryInfiniteQuery } = conversationsApi;
