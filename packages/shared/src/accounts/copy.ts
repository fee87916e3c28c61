/* Accounts people run themselves (docs/decisions/262–268). */

/** A reset link works once, for one hour. */
export const RESET_TOKEN_TTL_SEC = 60 * 60;
/** An email-change link works once, for a day. */
export const EMAIL_CHANGE_TTL_SEC = 24 * 60 * 60;
/** A reset or confirmation token: 32 random bytes, base64url (43 characters). */
export const ACCOUNT_TOKEN_MAX_LENGTH = 200;

/**
 * Forgot-password limits (docs/decisions/263), GCRA buckets like sign-in's: per client address a refusal
 * (429), per account a silent stop (still 202, no mail), so the answer tells no stranger anything.
 */
export const FORGOT_PASSWORD_LIMITS = {
  address: { burst: 5, intervalSec: 10 * 60 },
  account: { burst: 3, intervalSec: 20 * 60 },
} as const;

/** What the person types to delete their account. */
export const DELETE_CONFIRM_WORD = 'DELETE';
/** The name a deleted account's public writing and orders show in place of theirs. */
export const DELETED_USER_NAME = 'Deleted user';
export const ADMIN_USERS_PAGE_SIZE = 20;

export const ACCOUNT_MESSAGES = {
  forgotSent:
    'If an account uses that address, we have sent it a link to choose a new password. It works for one hour.',
  resetInvalid: 'This reset link is not valid. Ask for a new one.',
  resetExpired: 'This reset link has expired. Ask for a new one.',
  resetUsed: 'This reset link has already been used. Ask for a new one.',
  resetDone: 'Your password is changed and you are signed in. Other devices have been signed out.',
  confirmInvalid: 'This confirmation link is not valid.',
  confirmExpired: 'This confirmation link has expired. Change your email again to get a new one.',
  confirmUsed: 'This confirmation link has already been used.',
  emailConfirmed: 'Your email address is changed.',
  emailChangeSent: 'We have sent a link to the new address. Your email changes when you follow it.',
  emailSame: 'That is already your email address.',
  wrongPassword: 'That password is not right.',
  noPasswordYet:
    'Your account has no password yet (you sign in with Google). Set one with "Forgot password?" first.',
  passwordChanged: 'Your password is changed. Other devices have been signed out.',
  saved: 'Your changes are saved.',
  avatarInvalid: 'Photo must be an image you uploaded (PNG, JPEG, WebP or GIF).',
  signedOutEverywhere: 'You are signed out on every device.',
  accountDisabled: 'This account has been disabled. Contact support if you think this is a mistake.',
  deleteConfirm: 'Type DELETE to confirm.',
  deleted: 'Your account is deleted.',
  cannotDisableSelf: 'You cannot disable your own account.',
  userNotFound: 'User not found.',
  receiptNotFound: 'Receipt not found.',
  deviceNotFound: 'That device is not signed in to your account.',
  deviceSignedOut: 'That device is signed out.',
  remindersOn: 'Reminders are on.',
  remindersOff: 'Reminders are off.',
} as const;

/** How a device reads when its browser or system is not known (docs/decisions/368). */
export const DEVICE_UNKNOWN_BROWSER = 'Unknown browser';
export const DEVICE_UNKNOWN_OS = 'unknown system';
/** The longest User-Agent kept for a sign-in; longer ones are clipped. */
export const USER_AGENT_MAX_LENGTH = 512;
