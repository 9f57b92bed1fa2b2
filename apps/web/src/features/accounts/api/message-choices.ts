import type { MessageChoices, MessageChoicesResponse } from '@chapkhana/shared/accounts';
import { api } from '@/lib/api-client';

/**
 * GET and PUT /api/customer/message-choices: the channels the signed-in customer hears about
 * their orders on (issue 37). A saved choice replaces the cached one with the API's answer.
 */
export const messageChoicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMessageChoices: build.query<MessageChoices, undefined>({
      query: () => '/customer/message-choices',
      transformResponse: (response: MessageChoicesResponse) => response.choices,
    }),
    saveMessageChoices: build.mutation<MessageChoices, MessageChoices>({
      query: (body) => ({ url: '/customer/message-choices', method: 'PUT', body }),
      transformResponse: (response: MessageChoicesResponse) => response.choices,
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) {
          dispatch(messageChoicesApi.util.upsertQueryData('getMessageChoices', undefined, data));
        }
      },
    }),
  }),
});

export const { useGetMessageChoicesQuery, useSaveMessageChoicesMutation } = messageChoicesApi;
