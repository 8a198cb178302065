import { baseApi } from '../api/base-api';
import type { Page } from '../training/training.types';
import { HISTORY_PAGE_SIZE, SESSIONS_PAGE_SIZE } from './conversations-limits';
import { nextHistoryOffset } from './history.fns';
import type { ChatMessage, ChatSession, HistoryPage, SessionFilter } from './conversations.types';

export type ListSessionsArgs = { projectId: string; offset: number; filter?: SessionFilter };
export type HistoryArgs = { projectId: string; sessionId: string };
export type OwnerMessageArgs = HistoryArgs & { message: string };

/** What an owner's change to a conversation makes stale: its row, its messages, the lists and the badge. */
const changed = (_result: unknown, _error: unknown, { sessionId }: HistoryArgs) => [
  { type: 'Conversation' as const, id: sessionId },
  { type: 'Conversation' as const, id: 'LIST' },
];

export const conversationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listSessions: build.query<Page<ChatSession>, ListSessionsArgs>({
      query: ({ projectId, offset, filter = 'all' }) => ({
        url: 'bot/sessions',
        params: { project_id: projectId, offset, limit: SESSIONS_PAGE_SIZE, filter },
      }),
      providesTags: [{ type: 'Conversation', id: 'LIST' }],
    }),
    // One session's row, for a viewer opened on a session that is not on the table's page.
    getSession: build.query<ChatSession, HistoryArgs>({
      query: ({ projectId, sessionId }) => ({
        url: `bot/sessions/${encodeURIComponent(sessionId)}`,
        params: { project_id: projectId },
      }),
      providesTags: (_result, _error, { sessionId }) => [{ type: 'Conversation', id: sessionId }],
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
      providesTags: (_result, _error, { sessionId }) => [{ type: 'Conversation', id: sessionId }],
    }),
    // Human takeover: the agent pauses in this conversation until handed back.
    takeOver: build.mutation<ChatSession, HistoryArgs>({
      query: ({ projectId, sessionId }) => ({
        url: `bot/sessions/${encodeURIComponent(sessionId)}/takeover`,
        method: 'POST',
        params: { project_id: projectId },
      }),
      invalidatesTags: changed,
    }),
    handBack: build.mutation<ChatSession, HistoryArgs>({
      query: ({ projectId, sessionId }) => ({
        url: `bot/sessions/${encodeURIComponent(sessionId)}/hand-back`,
        method: 'POST',
        params: { project_id: projectId },
      }),
      invalidatesTags: changed,
    }),
    sendOwnerMessage: build.mutation<ChatMessage, OwnerMessageArgs>({
      query: ({ projectId, sessionId, message }) => ({
        url: `bot/sessions/${encodeURIComponent(sessionId)}/owner-messages`,
        method: 'POST',
        params: { project_id: projectId },
        body: { message },
      }),
      invalidatesTags: changed,
    }),
    // The admin shell's badge: conversations across the owner's agents waiting for a person.
    waitingForPerson: build.query<{ conversations: number }, undefined>({
      query: () => ({ url: 'bot/waiting-for-person' }),
      providesTags: [{ type: 'Conversation', id: 'LIST' }],
    }),
  }),
});

export const {
  useListSessionsQuery,
  useGetSessionQuery,
  useListHistoryInfiniteQuery,
  useTakeOverMutation,
  useHandBackMutation,
  useSendOwnerMessageMutation,
  useWaitingForPersonQuery,
} = conversationsApi;
