import type { MessageResponse } from '@chapkhana/shared/accounts';
import type { SynonymGroup, SynonymGroupPage } from '@chapkhana/shared/search-synonyms';
import { api } from '@/lib/api-client';

/** The search's synonym groups (issue 35.15): list, add, change and remove. */
export const synonymsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSynonyms: build.query<SynonymGroupPage, { page: number; search: string }>({
      query: ({ page, search }) => ({
        url: '/admin/search-synonyms',
        params: { page, perPage: 20, ...(search ? { search } : {}) },
      }),
      providesTags: ['Synonyms'],
    }),
    saveSynonyms: build.mutation<{ group: SynonymGroup }, { id?: string; terms: string[] }>({
      query: ({ id, terms }) => ({
        url: id ? `/admin/search-synonyms/${id}` : '/admin/search-synonyms',
        method: id ? 'PATCH' : 'POST',
        body: { terms },
      }),
      invalidatesTags: ['Synonyms'],
    }),
    deleteSynonyms: build.mutation<MessageResponse, string>({
      query: (id) => ({ url: `/admin/search-synonyms/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Synonyms'],
    }),
  }),
});

export const { useGetSynonymsQuery, useSaveSynonymsMutation, useDeleteSynonymsMutation } =
  synonymsApi;
