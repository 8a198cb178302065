import { baseApi } from '../api/base-api';
import type { ContactMessage, ContactReceipt, SupportChannels } from './contact.types';

export const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSupportChannels: build.query<SupportChannels, undefined>({
      query: () => 'support/channels',
    }),
    sendContactMessage: build.mutation<ContactReceipt, ContactMessage>({
      query: (body) => ({ url: 'support/messages', method: 'POST', body }),
    }),
  }),
});

export const { useGetSupportChannelsQuery, useSendContactMessageMutation } = contactApi;
