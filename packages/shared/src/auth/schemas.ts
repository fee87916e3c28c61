import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '../fields/copy.ts';
import { email as emailField, text } from '../fields/schemas.ts';
import {
  AUTH_MESSAGES,
  ID_TOKEN_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  ROLES,
} from './copy.ts';

export const Role = z.enum(ROLES);
export type Role = z.infer<typeof Role>;

const email = emailField({
  requiredMessage: AUTH_MESSAGES.emailRequired,
  invalidMessage: AUTH_MESSAGES.invalidEmail,
});

/** A password: not trimmed (spaces are part of it), no control characters. */
const password = (tooShort: string, min: number) =>
  text({
    max: PASSWORD_MAX_LENGTH,
    min,
    trim: false,
    label: 'Password',
    requiredMessage: AUTH_MESSAGES.passwordRequired,
    tooShortMessage: tooShort,
    tooLongMessage: AUTH_MESSAGES.passwordTooLong,
  });

/** A new password, with the register rules (at least 8 characters, not counting spaces at the ends). */
export const newPassword = () =>
  password(AUTH_MESSAGES.passwordTooShort, 0).refine(
    (p) => p.trim().length >= PASSWORD_MIN_LENGTH,
    AUTH_MESSAGES.passwordTooShort,
  );

/** A password being checked (the current one): given, nothing more. */
export const currentPassword = () => password(AUTH_MESSAGES.passwordRequired, 1);

export const RegisterBody = z
  .object({
    name: text({
      max: NAME_MAX_LENGTH,
      min: 1,
      label: 'Name',
      requiredMessage: AUTH_MESSAGES.nameRequired,
      tooLongMessage: `Name must be at most ${NAME_MAX_LENGTH} characters.`,
    }),
    email,
    password: password(AUTH_MESSAGES.passwordTooShort, 0).refine(
      (p) => p.trim().length >= PASSWORD_MIN_LENGTH,
      AUTH_MESSAGES.passwordTooShort,
    ),
  })
  .meta({ id: 'RegisterBody' });
export type RegisterBody = z.infer<typeof RegisterBody>;

/** Sign-in checks only that an email and a password were given; a wrong one is the one 401. */
export const LoginBody = z
  .object({
    email: text({
      max: EMAIL_MAX_LENGTH,
      min: 1,
      label: 'Email',
      requiredMessage: AUTH_MESSAGES.emailRequired,
      tooLongMessage: AUTH_MESSAGES.invalidEmail,
    }),
    password: password(AUTH_MESSAGES.passwordRequired, 1),
  })
  .meta({ id: 'LoginBody' });
export type LoginBody = z.infer<typeof LoginBody>;

export const GoogleBody = z
  .object({ idToken: text({ max: ID_TOKEN_MAX_LENGTH, min: 1, label: 'Google token' }) })
  .meta({ id: 'GoogleBody' });
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

export const PublicConfig = z
  .object({
    googleClientId: z.string().nullable(),
    /** Which checkout a buyer is sent to: the built-in test checkout (`local`) or Stripe's. */
    paymentProvider: z.enum(['local', 'stripe']),
  })
  .meta({ id: 'PublicConfig' });
export type PublicConfig = z.infer<typeof PublicConfig>;
