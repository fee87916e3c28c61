import { randomUUID } from 'node:crypto';
import { normalizeEmail, type Role, type User } from '@medprep/shared';
import { hashPassword } from '../modules/auth/passwords.ts';
import type { DbOrTx } from './client.ts';
import { memberships, users } from './schema/index.ts';

/**
 * One set of factories for the tests, the end-to-end fixtures and the demo seed, so that demo data
 * is as valid as test data. Every value has a sensible default.
 */
export interface CreateUserInput {
  name?: string;
  email?: string;
  password?: string | null;
  role?: Role;
}

export const DEFAULT_TEST_PASSWORD = 'correct-horse-battery-staple';

export async function createUser(
  db: DbOrTx,
  input: CreateUserInput = {},
): Promise<User & { password: string | null }> {
  const password = input.password === undefined ? DEFAULT_TEST_PASSWORD : input.password;
  const email = normalizeEmail(input.email ?? `user-${randomUUID().slice(0, 8)}@example.com`);
  const [user] = await db
    .insert(users)
    .values({
      email,
      name: input.name ?? 'Test Learner',
      role: input.role ?? 'user',
      passwordHash: password ? await hashPassword(password) : null,
    })
    .returning({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      avatar: users.avatar,
    });
  if (!user) throw new Error('createUser: insert returned nothing');
  return { ...user, password };
}

export interface CreateMembershipInput {
  userId: string;
  plan?: 'yearly' | 'lifetime';
  start?: Date;
  end?: Date | null;
  status?: 'active' | 'trialing' | 'past_due' | 'canceled' | 'expired';
}

export async function createMembership(db: DbOrTx, input: CreateMembershipInput) {
  const plan = input.plan ?? 'yearly';
  const start = input.start ?? new Date();
  const end =
    plan === 'lifetime'
      ? null
      : (input.end ??
        new Date(Date.UTC(start.getUTCFullYear() + 1, start.getUTCMonth(), start.getUTCDate())));
  const [row] = await db
    .insert(memberships)
    .values({
      userId: input.userId,
      plan,
      status: input.status ?? 'active',
      currentPeriodStart: start,
      currentPeriodEnd: end,
    })
    .returning();
  return row!;
}
