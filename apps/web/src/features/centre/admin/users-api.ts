import type { CentreUserCreate, CentreUserCreated } from '@pnc/schemas/centre/user';
import { centreApi } from '../resource/resource-api';

/** The admin's account calls of the users screen: open a staff account by invitation, mail a reset link. */
const usersApi = centreApi.injectEndpoints({
  endpoints: (build) => ({
    centreUserCreate: build.mutation<CentreUserCreated, CentreUserCreate>({
      query: (body) => ({ url: 'user', method: 'POST', body }),
      invalidatesTags: (_r, error) => (error ? [] : ['CentreUser', 'Audit']),
    }),
    centreUserReset: build.mutation<{ detail: string }, { id: number }>({
      query: ({ id }) => ({ url: `user/${id}/reset_password`, method: 'POST' }),
      invalidatesTags: (_r, error) => (error ? [] : ['Audit']),
    }),
  }),
});

export const { useCentreUserCreateMutation, useCentreUserResetMutation } = usersApi;
