/* Zod-free: the copy, limits and pure rules of this module (scripts/split-shared-constants.mjs keeps it so). */

export const ROLES = ['user', 'instructor', 'admin'] as const;

/** platform.md §5 and §9; DECISIONS §2. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
/** The simple x@y.z pattern of platform.md §5. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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

/** A `next` target is accepted only if it is a same-site path starting with a single slash. */
export function safeNextPath(next: string | null | undefined, fallback: string): string {
  if (!next) return fallback;
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  return next;
}

export const LOGIN_DEFAULT_NEXT = '/';
export const REGISTER_DEFAULT_NEXT = '/me/enrollments';
