import { baseApi } from '../api/base-api';
import type { QaImport, QaPage, QaPair } from './qa.types';

const pairsOf = (knowledgeBaseId: string) => ({ type: 'QaPair' as const, id: `LIST-${knowledgeBaseId}` });
const path = (...parts: string[]) => ['knowledgebase', ...parts.map(encodeURIComponent)].join('/');

export type SaveQaPairArgs = { knowledgeBaseId: string; id?: string; question: string; answer: string };

export const qaApi = baseApi.enhanceEndpoints({ addTagTypes: ['QaPair'] }).injectEndpoints({
  endpoints: (build) => ({
    listQaPairs: build.query<QaPage, { knowledgeBaseId: string; offset: number; limit: number }>({
      query: ({ knowledgeBaseId, offset, limit }) => ({
        url: path(knowledgeBaseId, 'qa'),
        params: { offset, limit },
      }),
      providesTags: (_result, _error, { knowledgeBaseId }) => [pairsOf(knowledgeBaseId)],
    }),
    saveQaPair: build.mutation<QaPair, SaveQaPairArgs>({
      query: ({ knowledgeBaseId, id, question, answer }) => ({
        url: id === undefined ? path(knowledgeBaseId, 'qa') : path(knowledgeBaseId, 'qa', id),
        method: id === undefined ? 'POST' : 'PUT',
        body: { question, answer },
      }),
      invalidatesTags: (_result, _error, { knowledgeBaseId }) => [pairsOf(knowledgeBaseId)],
    }),
    deleteQaPair: build.mutation<null, QaPair>({
      query: (pair) => ({ url: path(pair.knowledgebase_id, 'qa', pair.id), method: 'DELETE' }),
      invalidatesTags: (_result, _error, pair) => [pairsOf(pair.knowledgebase_id)],
    }),
    importQaCsv: build.mutation<QaImport, { knowledgeBaseId: string; csv: string }>({
      query: ({ knowledgeBaseId, csv }) => ({
        url: path(knowledgeBaseId, 'qa', 'import'),
        method: 'POST',
        body: { csv },
      }),
      invalidatesTags: (_result, _error, { knowledgeBaseId }) => [pairsOf(knowledgeBaseId)],
    }),
  }),
});

export const { useListQaPairsQuery, useSaveQaPairMutation, useDeleteQaPairMutation, useImportQaCsvMutation } =
  qaApi;
