export const ROLES = ['user', 'instructor', 'admin'] as const;

/**
 * Sign-in throttling (docs/decisions/160). Each limit is a bucket of `burst` attempts that
 * refills by one every `intervalSec`: a sign-in takes one before the password is checked and a correct
 * password gives it back, so only failures count. When a bucket is empty the answer is 429 with
 * Retry-After: at most `intervalSec`, so the correct password works again after a short back-off.
 */
export const SIGN_IN_BACKOFF_SEC = 60;
export const SIGN_IN_LIMITS = {
  /** One account from one client address. */
  accountAddress: { burst: 5, intervalSec: SIGN_IN_BACKOFF_SEC },
  /** One account from every browser without its device cookie: at most 10 + 60 = 70 failures an hour. */
  account: { burst: 10, intervalSec: SIGN_IN_BACKOFF_SEC },
  /** One client address, whatever the account (a hospital network shares one address). */
  address: { burst: 30, intervalSec: 10 },
  /** One device cookie (OWASP device cookies): its own small allowance; spent, the cookie counts for nothing. */
  device: { burst: 5, intervalSec: 15 * 60 },
} as const;
/** The device cookie (httpOnly, path /api/auth): a browser that has signed in to the account before. */
export const DEVICE_COOKIE_NAME = 'dv';
export const DEVICE_COOKIE_TTL_SEC = 365 * 24 * 60 * 60;
/**
 * A refresh token presented again within this many seconds of its rotation gets the same successor
 * (two tabs refreshing at once); after it, reuse revokes the whole sign-in.
 */
export const REFRESH_REUSE_GRACE_SEC = 10;

export const LOGIN_DEFAULT_NEXT = '/';
export const REGISTER_DEFAULT_NEXT = '/me/enrollments';

/** Limits of the sign-up and sign-in fields. */
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
  // Client-side texts
  noTokenLogin: 'No access token from login',
  noTokenRegister: 'No access token from register',
  noTokenGoogle: 'No access token from Google sign-in',
  loginFailed: 'Login failed',
  googleFailed: 'Google sign-in failed',
  registrationFailed: 'Registration failed',
} as const;

/** Access token lifetime. */
export const ACCESS_TOKEN_TTL_SEC = 15 * 60;
/** Refresh token lifetime. */
export const REFRESH_TOKEN_TTL_SEC = 30 * 24 * 60 * 60;
export const REFRESH_COOKIE_NAME = 'rt';
export const REFRESH_COOKIE_PATH = '/api/auth';
/**
 * A readable, non-secret hint set and cleared with the refresh cookie (path /, not HttpOnly, value '1'): the
 * web asks for a silent refresh on page load only when it is there, so a visitor who never signed in sends no
 * refresh that can only answer 401 (docs/decisions/191). It grants nothing: the refresh cookie alone does.
 */
export const SESSION_HINT_COOKIE_NAME = 'has_session';
export const SESSION_HINT_COOKIE_PATH = '/';
/** Local storage key of the access token. */
export const ACCESS_TOKEN_STORAGE_KEY = 'at';

/** Per-account sign-in throttling: failures allowed in the window before a pause. */
export const LOGIN_FAILURES_PER_WINDOW = 10;
export const LOGIN_FAILURE_WINDOW_SEC = 15 * 60;
