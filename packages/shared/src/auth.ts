import { z } from 'zod';
import { EMAIL_MAX_LENGTH, email as emailField, text } from './fields.ts';

export const ROLES = ['user', 'instructor', 'admin'] as const;
export const Role = z.enum(ROLES);
export type Role = z.infer<typeof Role>;

/** platform.md §5 and §9; DECISIONS §2. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
/** Google ID tokens are JWTs of about 1–2 KB. */
export const ID_TOKEN_MAX_LENGTH = 8192;

export const AUTH_MESSAGES = {
  passwordTooShort: 'Password should be at least 8 characters.',
  passwordTooLong: 'Password must be at most 128 characters.',
  passwordTooCommon: 'This password is too common. Please choose a less guessable one.',
  invalidEmail: 'Please enter a valid email address.',
  nameRequired: 'Name is required.',
  emailRequired: 'Email is required.',
  passwordRequired: 'Password is required.',
  emailTaken: 'An account with this email already exists.',
  invalidCredentials: 'Invalid email or password.',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  crossOrigin: 'This request must come from the app itself.',
  googleNotConfigured: 'Google sign-in is not available.',
  googleInvalid: 'Google sign-in could not be verified.',
  googleEmailUnverified: 'Your Google email address is not verified.',
  // Client-side texts (platform.md §5, §8)
  noTokenLogin: 'No access token from login',
  noTokenRegister: 'No access token from register',
  noTokenGoogle: 'No access token from Google sign-in',
  loginFailed: 'Login failed',
  googleFailed: 'Google sign-in failed',
  registrationFailed: 'Registration failed',
} as const;

/** Access token lifetime (DECISIONS §2). */
export const ACCESS_TOKEN_TTL_SEC = 15 * 60;
/** Refresh token lifetime (DECISIONS §2). */
export const REFRESH_TOKEN_TTL_SEC = 30 * 24 * 60 * 60;
export const REFRESH_COOKIE_NAME = 'rt';
export const REFRESH_COOKIE_PATH = '/api/auth';
/** Local storage key of the access token (platform.md §4, §9). */
export const ACCESS_TOKEN_STORAGE_KEY = 'at';

/** Per-account sign-in throttling: failures allowed in the window before a pause. */
export const LOGIN_FAILURES_PER_WINDOW = 10;
export const LOGIN_FAILURE_WINDOW_SEC = 15 * 60;

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

/** Sign-in checks only that an email and a password were given; a wrong one is the one 401 (DECISIONS §2). */
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

export const PublicConfig = z.object({ googleClientId: z.string().nullable() }).meta({ id: 'PublicConfig' });
export type PublicConfig = z.infer<typeof PublicConfig>;

/** Normalised form of an email for comparison and storage (DECISIONS §2). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A `next` target is accepted only if it is a same-site path starting with a single slash. */
export function safeNextPath(next: string | null | undefined, fallback: string): string {
  if (!next) return fallback;
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  return next;
}

export const LOGIN_DEFAULT_NEXT = '/';
export const REGISTER_DEFAULT_NEXT = '/me/enrollments';
