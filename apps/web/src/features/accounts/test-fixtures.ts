import type { Account } from '@medprep/shared';

/** Priya's account: a password, reminders on, nothing pending. */
export const account = (overrides: Partial<Account> = {}): Account => ({
  id: 'u1',
  email: 'priya@example.com',
  name: 'Priya',
  role: 'user',
  avatar: null,
  hasPassword: true,
  google: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  pendingEmail: null,
  deletionNotices: [],
  remindersEnabled: true,
  ...overrides,
});
