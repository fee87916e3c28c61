import { z } from 'zod';
import {
  AUTH_MESSAGES,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  ROLES,
} from './auth-constants.ts';

export * from './auth-constants.ts';

export const Role = z.enum(ROLES);
export type Role = z.infer<typeof Role>;

const email = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .trim()
  .min(1, AUTH_MESSAGES.emailRequired)
  .max(EMAIL_MAX_LENGTH, AUTH_MESSAGES.invalidEmail)
  .regex(EMAIL_PATTERN, AUTH_MESSAGES.invalidEmail);

export const RegisterBody = z
  .object({
    name: z
      .string({ error: AUTH_MESSAGES.nameRequired })
      .trim()
      .min(1, AUTH_MESSAGES.nameRequired)
      .max(NAME_MAX_LENGTH, `Name must be at most ${NAME_MAX_LENGTH} characters.`),
    email,
    password: z
      .string({ error: AUTH_MESSAGES.passwordRequired })
      .refine((p) => p.trim().length >= PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort)
      .refine((p) => p.length <= PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong),
  })
  .meta({ id: 'RegisterBody' });
export type RegisterBody = z.infer<typeof RegisterBody>;

export const LoginBody = z
  .object({
    email: z.string({ error: AUTH_MESSAGES.emailRequired }).trim().min(1, AUTH_MESSAGES.emailRequired),
    password: z.string({ error: AUTH_MESSAGES.passwordRequired }).min(1, AUTH_MESSAGES.passwordRequired),
  })
  .meta({ id: 'LoginBody' });
export type LoginBody = z.infer<typeof LoginBody>;

export const GoogleBody = z.object({ idToken: z.string().min(1) }).meta({ id: 'GoogleBody' });
export type GoogleBody = z.infer<typeof GoogleBody>;

export const User = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    role: Role,
    avatar: z.string().nullable(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof User>;

export const AuthResponse = z.object({ accessToken: z.string(), user: User }).meta({ id: 'AuthResponse' });
export type AuthResponse = z.infer<typeof AuthResponse>;

export const RefreshResponse = z.object({ accessToken: z.string() }).meta({ id: 'RefreshResponse' });
export type RefreshResponse = z.infer<typeof RefreshResponse>;

export const MeResponse = z.object({ user: User }).meta({ id: 'MeResponse' });
export type MeResponse = z.infer<typeof MeResponse>;

export const PublicConfig = z.object({ googleClientId: z.string().nullable() }).meta({ id: 'PublicConfig' });
export type PublicConfig = z.infer<typeof PublicConfig>;

/** Normalised form of an email for comparison and storage: NFKC, trimmed, lower-cased (DECISIONS §2). */
export function normalizeEmail(email: string): string {
  // NFKC first: full-width letters and spaces become ASCII, composed and decomposed accents agree.
  return email.normalize('NFKC').trim().toLowerCase().normalize('NFKC');
}
