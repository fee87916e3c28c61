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
import { apiPaths } from '@medprep/shared/api-paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, tokenStore } from '../../lib/api-client';
import { useInvalidatingMutation } from '../../lib/invalidating-mutation';
import { pagedRead, readQuery } from '../../lib/read-query';
import { saveFile } from '../../lib/save-file';
import { useSession } from '../../lib/session';

export const accountKeys = {
  account: ['me', 'account'] as const,
  devices: ['me', 'devices'] as const,
  outbox: (query: object) => ['admin', 'outbox', query] as const,
  users: (query: object) => ['admin', 'users', query] as const,
};

export const forgotPassword = (email: string) =>
  apiRequest<{ ok: true }>(apiPaths.auth.forgotPassword(), { method: 'POST', body: { email } });

/** Resets the password; the answer's access token is kept, and the refresh cookie is set by the server. */
export async function resetPassword(body: { token: string; password: string }): Promise<AuthResponse> {
  const answer = await apiRequest<AuthResponse>(apiPaths.auth.resetPassword(), { method: 'POST', body });
  tokenStore.set(answer.accessToken);
  return answer;
}

export const confirmEmail = (token: string) =>
  apiRequest<{ email: string }>(apiPaths.auth.confirmEmail(), { method: 'POST', body: { token } });

/** GET /me/account: the caller's own account. */
export const getAccount = (signal?: AbortSignal) =>
  apiRequest<AccountResponse>(apiPaths.account.one(), { signal }).then((r) => r.account);

export const getAccountQueryOptions = () => readQuery(accountKeys.account, getAccount);

export const useAccount = () => useQuery(getAccountQueryOptions());

/** PATCH /me/account. */
export const updateAccount = (body: UpdateAccountBody) =>
  apiRequest<AccountResponse>(apiPaths.account.one(), { method: 'PATCH', body }).then((r) => r.account);

export function useUpdateAccount() {
  const client = useQueryClient();
  const { refreshUser } = useSession();
  return useMutation({
    mutationFn: updateAccount,
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
  return apiRequest<UploadResponse>(apiPaths.uploads(), { method: 'POST', body });
}

export const changeEmail = (body: { email: string; password: string }) =>
  apiRequest<{ ok: true }>(apiPaths.account.email(), { method: 'POST', body });

export async function changePassword(body: { currentPassword: string; newPassword: string }) {
  const answer = await apiRequest<{ accessToken: string }>(apiPaths.account.password(), {
    method: 'POST',
    body,
  });
  tokenStore.set(answer.accessToken);
}

/** GET /me/devices: where the caller is signed in. */
export const getDevices = (signal?: AbortSignal) =>
  apiRequest<DevicesResponse>(apiPaths.account.devices(), { signal }).then((r) => r.devices);

export const getDevicesQueryOptions = () => readQuery(accountKeys.devices, getDevices);

export const useDevices = () => useQuery(getDevicesQueryOptions());

export const signOutDevice = (id: string) =>
  apiRequest<void>(apiPaths.account.device(id), { method: 'DELETE' });

/** Signs one device out (its sign-in ends); the list is read again. */
export const useSignOutDevice = () => useInvalidatingMutation(signOutDevice, accountKeys.devices, 'settled');

export const logoutEverywhere = () => apiRequest<void>(apiPaths.auth.logoutAll(), { method: 'POST' });

export const deleteAccount = (password: string) =>
  apiRequest<void>(apiPaths.account.one(), { method: 'DELETE', body: { password } });

/** GET /me/export, saved as the JSON file the server names. */
export async function downloadMyData(): Promise<void> {
  const data = await apiRequest<unknown>(apiPaths.account.export());
  saveFile(
    new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
    `medprep-my-data-${new Date().toISOString().slice(0, 10)}.json`,
  );
}

export interface OutboxQuery {
  state?: string;
  page: number;
}
/** GET /admin/outbox: the mail outbox, a page at a time. */
export const getOutbox = (query: OutboxQuery, signal?: AbortSignal) =>
  apiRequest<AdminOutboxResponse>(apiPaths.admin.outbox(), { query: { ...query }, signal });

export const { options: getOutboxQueryOptions, use: useOutbox } = pagedRead(accountKeys.outbox, getOutbox);

export const resendMail = (id: string) =>
  apiRequest<OutboxMail>(apiPaths.admin.resendMail(id), { method: 'POST' });

export const useResendMail = () => useInvalidatingMutation(resendMail, ['admin', 'outbox']);

export interface UsersQuery {
  q?: string;
  role?: string;
  page: number;
}
/** GET /admin/users: every account, searched and filtered by role. */
export const getAdminUsers = (query: UsersQuery, signal?: AbortSignal) =>
  apiRequest<AdminUsersResponse>(apiPaths.admin.users(), { query: { ...query }, signal });

export const { options: getAdminUsersQueryOptions, use: useAdminUsers } = pagedRead(
  accountKeys.users,
  getAdminUsers,
);

/** POST /admin/users/{id}/disable or /enable. */
export const setUserDisabled = ({ id, disabled }: { id: string; disabled: boolean }) =>
  apiRequest<AdminUserResponse>(disabled ? apiPaths.admin.disableUser(id) : apiPaths.admin.enableUser(id), {
    method: 'POST',
  });

export const useSetUserDisabled = () => useInvalidatingMutation(setUserDisabled, ['admin', 'users']);

/** PATCH /admin/users/{id} {extraTimePercent}. */
export const setExtraTime = ({ id, extraTimePercent }: { id: string; extraTimePercent: number }) =>
  apiRequest<AdminUserPatchResponse>(apiPaths.admin.user(id), {
    method: 'PATCH',
    body: { extraTimePercent },
  });

/** Sets a learner's extra exam time; the cached user rows take the saved value. */
export function useSetExtraTime() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setExtraTime,
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
