import type {
  AccountResponse,
  AdminOutboxResponse,
  AdminUserPatchResponse,
  AdminUserResponse,
  AdminUsersResponse,
  AuthResponse,
  DevicesResponse,
  OutboxMail,
  UpdateAccountBody,
  UploadResponse,
} from '@medprep/shared';
import { QUIZ_API } from '@medprep/shared/constants';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, tokenStore } from '../../lib/api-client';
import { useSession } from '../../lib/session';

export const accountKeys = {
  account: ['me', 'account'] as const,
  devices: ['me', 'devices'] as const,
  outbox: (query: object) => ['admin', 'outbox', query] as const,
  users: (query: object) => ['admin', 'users', query] as const,
};

export const forgotPassword = (email: string) =>
  apiRequest<{ ok: true }>('/auth/forgot-password', { method: 'POST', body: { email } });

/** Resets the password; the answer's access token is kept, and the refresh cookie is set by the server. */
export async function resetPassword(body: { token: string; password: string }): Promise<AuthResponse> {
  const answer = await apiRequest<AuthResponse>('/auth/reset-password', { method: 'POST', body });
  tokenStore.set(answer.accessToken);
  return answer;
}

export const confirmEmail = (token: string) =>
  apiRequest<{ email: string }>('/auth/confirm-email', { method: 'POST', body: { token } });

export const useAccount = () =>
  useQuery({
    queryKey: accountKeys.account,
    queryFn: () => apiRequest<AccountResponse>('/me/account').then((r) => r.account),
  });

export function useUpdateAccount() {
  const client = useQueryClient();
  const { refreshUser } = useSession();
  return useMutation({
    mutationFn: (body: UpdateAccountBody) =>
      apiRequest<AccountResponse>('/me/account', { method: 'PATCH', body }).then((r) => r.account),
    onSuccess: async (account) => {
      client.setQueryData(accountKeys.account, account);
      // The top bar's name and photo follow at once (a failed re-read leaves them until the next load).
      await refreshUser().catch(() => undefined);
    },
  });
}

export async function uploadPhoto(file: File): Promise<UploadResponse> {
  const body = new FormData();
  body.append('file', file);
  return apiRequest<UploadResponse>('/uploads', { method: 'POST', body });
}

export const changeEmail = (body: { email: string; password: string }) =>
  apiRequest<{ ok: true }>('/me/account/email', { method: 'POST', body });

export async function changePassword(body: { currentPassword: string; newPassword: string }) {
  const answer = await apiRequest<{ accessToken: string }>('/me/account/password', { method: 'POST', body });
  tokenStore.set(answer.accessToken);
}

export const useDevices = () =>
  useQuery({
    queryKey: accountKeys.devices,
    queryFn: () => apiRequest<DevicesResponse>('/me/devices').then((r) => r.devices),
  });

/** Signs one device out (its sign-in ends); the list is read again. */
export function useSignOutDevice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<void>(`/me/devices/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: accountKeys.devices }),
  });
}

export const logoutEverywhere = () => apiRequest<void>('/auth/logout-all', { method: 'POST' });

export const deleteAccount = (password: string) =>
  apiRequest<void>('/me/account', { method: 'DELETE', body: { password } });

/** GET /me/export, saved as the JSON file the server names. */
export async function downloadMyData(): Promise<void> {
  const data = await apiRequest<unknown>('/me/export');
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `medprep-my-data-${new Date().toISOString().slice(0, 10)}.json`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export interface OutboxQuery {
  state?: string;
  page: number;
}
export const useOutbox = (query: OutboxQuery) =>
  useQuery({
    queryKey: accountKeys.outbox(query),
    queryFn: () => apiRequest<AdminOutboxResponse>('/admin/outbox', { query: { ...query } }),
    placeholderData: keepPreviousData,
  });

export function useResendMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<OutboxMail>(`/admin/outbox/${encodeURIComponent(id)}/resend`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'outbox'] }),
  });
}

export interface UsersQuery {
  q?: string;
  role?: string;
  page: number;
}
export const useAdminUsers = (query: UsersQuery) =>
  useQuery({
    queryKey: accountKeys.users(query),
    queryFn: () => apiRequest<AdminUsersResponse>('/admin/users', { query: { ...query } }),
    placeholderData: keepPreviousData,
  });

export function useSetUserDisabled() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, disabled }: { id: string; disabled: boolean }) =>
      apiRequest<AdminUserResponse>(
        `/admin/users/${encodeURIComponent(id)}/${disabled ? 'disable' : 'enable'}`,
        {
          method: 'POST',
        },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'users'] }),
  });
}

/** PATCH /admin/users/{id} {extraTimePercent} (DECISIONS §7); the cached user rows take the saved value. */
export function useSetExtraTime() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, extraTimePercent }: { id: string; extraTimePercent: number }) =>
      apiRequest<AdminUserPatchResponse>(QUIZ_API.adminUser(id), {
        method: 'PATCH',
        body: { extraTimePercent },
      }),
    onSuccess: (saved) =>
      client.setQueriesData<AdminUsersResponse>({ queryKey: ['admin', 'users'] }, (page) =>
        page
          ? {
              ...page,
              items: page.items.map((u) =>
                u.id === saved.id ? { ...u, extraTimePercent: saved.extraTimePercent } : u,
              ),
            }
          : page,
      ),
  });
}
