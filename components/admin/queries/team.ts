'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  teamListSchema,
  teamMemberSchema,
  type AccountChange,
  type InviteInput,
} from '@/lib/accounts/team-schema';
import { apiFetch, failWith, jsonBody } from './api-fetch';

const teamKey = ['team'] as const;

export function useTeam() {
  return useQuery({
    queryKey: teamKey,
    queryFn: () =>
      apiFetch('/api/admin/team', teamListSchema).catch(failWith('Failed to fetch the team')),
  });
}

// Every change is read back from the server: statuses and sign-ins are its to say.
function useTeamMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => client.invalidateQueries({ queryKey: teamKey }),
  });
}

export const useInvite = () =>
  useTeamMutation((input: InviteInput) =>
    apiFetch('/api/admin/team', teamMemberSchema, jsonBody('POST', input)),
  );

export const useChangeMember = () =>
  useTeamMutation(({ id, change }: { id: number; change: AccountChange }) =>
    apiFetch(`/api/admin/team/${id}`, teamMemberSchema, jsonBody('PATCH', change)),
  );

export const useRemoveMember = () =>
  useTeamMutation((id: number) => apiFetch(`/api/admin/team/${id}`, null, { method: 'DELETE' }));

export const useResendInvitation = () =>
  useTeamMutation((id: number) =>
    apiFetch(`/api/admin/team/${id}/invitation`, teamMemberSchema, { method: 'POST' }),
  );

export const useResetTwoFactor = () =>
  useTeamMutation((id: number) =>
    apiFetch(`/api/admin/team/${id}/two-factor`, teamMemberSchema, { method: 'DELETE' }),
  );
