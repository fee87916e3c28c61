import { AUTH_MESSAGES, type User } from '@medprep/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { preparedStatement } from '../db/prepared.ts';
import { users } from '../db/schema/index.ts';
import { unauthorized } from './errors.ts';

export type AuthUser = User;

const resolved = new WeakMap<FastifyRequest, Promise<AuthUser | null>>();

/**
 * The signed-in user of a request, or null for a guest. A token that is present but invalid,
 * expired, or outdated (role changed, signed out everywhere) is a 401, so the client refreshes.
 */
export function currentUser(request: FastifyRequest): Promise<AuthUser | null> {
  let user = resolved.get(request);
  if (!user) {
    user = resolveUser(request);
    resolved.set(request, user);
  }
  return user;
}

/** The caller's account, read on every signed-in request. */
const userOfToken = preparedStatement('auth_user_of_token', (db, name) =>
  db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      avatar: users.avatar,
      tokenVersion: users.tokenVersion,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare(name),
);

async function resolveUser(request: FastifyRequest): Promise<AuthUser | null> {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw unauthorized(AUTH_MESSAGES.sessionExpired);
  const { tokens, db } = request.server.deps;
  const claims = await tokens.verify(match[1]);
  if (!claims) throw unauthorized(AUTH_MESSAGES.sessionExpired);
  const [row] = await userOfToken(db).execute({ id: claims.userId });
  if (!row || row.tokenVersion !== claims.tokenVersion) throw unauthorized(AUTH_MESSAGES.sessionExpired);
  const { tokenVersion: _tv, ...user } = row;
  return user;
}

/**
 * The signed-in caller of a route that declares `access` other than public: the access hook has already
 * refused guests and the wrong roles, so this only hands the handler its user.
 */
export async function requireUser(request: FastifyRequest): Promise<AuthUser> {
  const user = await currentUser(request);
  if (!user) throw unauthorized();
  return user;
}
