import { baseApi } from '../api/base-api';
import type { ProjectList } from '../projects/projects.types';
import type {
  CallbackBody,
  Catalogue,
  Integration,
  IntegrationList,
  PhoneNumber,
  StartedConnection,
  WhatsAppStatus,
} from './integrations.types';

/** The agent selector lists every agent at once: the largest plan has fewer than the route's cap. */
const AGENT_CHOICES_QUERY = 'projects?limit=100&offset=0';

const ALL = { type: 'Integration', id: 'ALL' } as const;

export const integrationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listAgentChoices: build.query<ProjectList, undefined>({
      query: () => AGENT_CHOICES_QUERY,
      providesTags: [{ type: 'Project', id: 'LIST' }],
    }),
    getCatalogue: build.query<Catalogue, string>({
      query: (projectId) => ({ url: 'integrations/catalogue', params: { project_id: projectId } }),
      providesTags: [ALL],
    }),
    listIntegrations: build.query<IntegrationList, string>({
      query: (projectId) => ({ url: 'integrations', params: { project_id: projectId } }),
      providesTags: [ALL],
    }),
    getIntegration: build.query<Integration, string>({
      query: (id) => `integrations/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Integration', id }],
    }),
    getWhatsAppStatus: build.query<WhatsAppStatus, undefined>({
      query: () => 'integrations/whatsapp/status',
    }),
    startWhatsApp: build.mutation<StartedConnection, string>({
      query: (projectId) => ({
        url: 'integrations/whatsapp/connect',
        method: 'POST',
        body: { project_id: projectId },
      }),
    }),
    completeWhatsApp: build.mutation<Integration, CallbackBody>({
      query: ({ project_id, code, state }) => ({
        url: 'integrations/whatsapp/callback',
        method: 'POST',
        body: { project_id, code, state },
      }),
      invalidatesTags: (result) => [
        ALL,
        ...(result ? [{ type: 'Integration' as const, id: result.id }] : []),
      ],
    }),
    choosePhone: build.mutation<Integration, { id: string; phone: PhoneNumber }>({
      // Spec §7: the selected phone object; the server decides by its id among those it listed.
      query: ({ id, phone }) => ({
        url: `integrations/${encodeURIComponent(id)}/update-whatsapp-phone`,
        method: 'PUT',
        body: {
          id: phone.id,
          display_phone_number: phone.display_phone_number,
          verified_name: phone.verified_name,
          business_account_id: phone.business_account_id,
        },
      }),
      invalidatesTags: (_result, _error, { id }) => [ALL, { type: 'Integration', id }],
    }),
    removeIntegration: build.mutation<null, string>({
      query: (id) => ({ url: `integrations/${encodeURIComponent(id)}`, method: 'DELETE' }),
      // Not the removed one's own tag: its page is being left, and reading it again would be a 404.
      invalidatesTags: [ALL],
    }),
  }),
});

export const {
  useListAgentChoicesQuery,
  useGetCatalogueQuery,
  useListIntegrationsQuery,
  useGetIntegrationQuery,
  useGetWhatsAppStatusQuery,
  useStartWhatsAppMutation,
  useCompleteWhatsAppMutation,
  useChoosePhoneMutation,
  useRemoveIntegrationMutation,
} = integrationsApi;
