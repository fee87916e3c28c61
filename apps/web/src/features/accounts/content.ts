import type { StatusScheme } from '../../ui/badge';

/** The accounts screens' own words; the server's sentences come from ACCOUNT_MESSAGES. */
export const ACCOUNT_TEXT = {
  forgotTitle: 'Forgot your password?',
  forgotIntro:
    'Enter the email address of your account and we will send you a link to choose a new password.',
  forgotSubmit: 'Send the link',
  forgotFailed: 'The link could not be sent. Please try again.',
  backToLogin: 'Back to log in',
  forgotLink: 'Forgot password?',
  resetTitle: 'Choose a new password',
  resetSubmit: 'Save and sign in',
  resetFailed: 'The password could not be changed.',
  resetNoToken: 'This page needs the link from the mail we sent you.',
  askNewLink: 'Ask for a new link',
  newPassword: 'New password',
  currentPassword: 'Current password',
  confirmTitle: 'Confirm your email address',
  confirming: 'Confirming…',
  accountTitle: 'Account settings',
  profileHeading: 'Profile',
  name: 'Name',
  photo: 'Photo',
  photoHint: 'PNG, JPEG, WebP or GIF, at most 5 MB.',
  uploadPhoto: 'Upload a photo',
  removePhoto: 'Remove photo',
  saveProfile: 'Save',
  saveFailed: 'Your changes could not be saved.',
  emailHeading: 'Email address',
  newEmail: 'New email address',
  changeEmail: 'Send a confirmation link',
  pendingEmail: (email: string) => `Waiting for you to follow the link we sent to ${email}.`,
  passwordHeading: 'Password',
  changePassword: 'Change password',
  devicesHeading: 'Signed-in devices',
  devicesIntro:
    'Every browser or app where you are signed in. Signing out everywhere signs you out here too.',
  thisDevice: 'This device',
  signOutDevice: 'Sign out',
  signOutDeviceLabel: (name: string) => `Sign out ${name}`,
  deviceSignedOut: (name: string) => `${name} is signed out.`,
  signOutDeviceFailed: 'That device could not be signed out. Please try again.',
  remindersHeading: 'Reminders',
  remindersIntro: 'Mail before the sessions you booked: live sessions you bought and tutoring sessions.',
  remindersLabel: 'Session reminders',
  remindersHint: 'A mail 24 hours and 1 hour before each session starts.',
  signedInAt: 'Signed in',
  lastActive: 'Last active',
  signOutEverywhere: 'Sign out everywhere',
  dataHeading: 'Your data',
  dataIntro:
    'Download a copy of everything we keep about you, as a JSON file: your account and settings, enrolments and progress, purchases, mock exam attempts, question bank sessions, review cards and study plan, certificates, tutoring bookings, live sessions you joined and the ones whose reminders you turned off, what you wrote (discussions, reviews, question reports), your notifications, and the admin audit entries about you.',
  download: 'Download my data',
  downloadFailed: 'Your data could not be downloaded. Please try again.',
  deleteHeading: 'Delete my account',
  deleteIntro:
    'You will no longer be able to sign in, and your personal data will be erased. Anything you wrote in public stays, shown as by "Deleted user". Order records are kept without your name for six years, as UK accounting law requires.',
  deleteButton: 'Delete my account…',
  deleteModalTitle: 'Delete your account?',
  deleteConfirmLabel: 'Type DELETE to confirm',
  deleteConfirmSubmit: 'Delete my account for good',
  deleteFailed: 'Your account could not be deleted.',
  cancel: 'Cancel',
  purchasesTitle: 'My purchases',
  openItem: 'Open',
  outboxTitle: 'Outbox',
  outboxIntro: 'Every mail the app sends, newest first. Without SMTP_URL, mail stays here ("kept").',
  resend: 'Resend',
  usersTitle: 'Users',
  searchUsers: 'Search by name or email',
  roleFilter: 'Role',
  allRoles: 'All roles',
  allStates: 'All states',
  stateFilter: 'State',
  disable: 'Disable',
  disableTitle: (name: string) => `Disable ${name}?`,
  disableBody:
    'They are signed out on every device at once and cannot sign in until an admin enables the account again. Their purchases, courses and answers are kept.',
  disableConfirm: 'Disable account',
  disableFailed: 'The account could not be disabled.',
  enable: 'Enable',
  disabled: 'Disabled',
  active: 'Active',
  adminsOnly: 'Only admins can see this page.',
  extraTime: 'Extra time',
  extraTimeFor: (name: string) => `Extra time for ${name}`,
  extraTimeSaved: 'Extra time saved.',
  extraTimeFailed: 'Extra time could not be saved.',
} as const;

/** The extra-time allowances an admin can give (EXTRA_TIME_PERCENTS). */
export const EXTRA_TIME_LABELS: Record<number, string> = {
  0: 'None',
  25: '+25 %',
  50: '+50 %',
  100: '+100 %',
};

export const MAIL_STATE_LABELS = { queued: 'Queued', sent: 'Sent', kept: 'Kept', failed: 'Failed' } as const;
export const ROLE_LABELS = { user: 'Learner', instructor: 'Instructor', admin: 'Admin' } as const;

/** An account's state on the admin's list: active green, disabled red. */
export const USER_STATE_SCHEME: StatusScheme<'active' | 'disabled'> = {
  tones: { active: 'green', disabled: 'red' },
  labels: { active: ACCOUNT_TEXT.active, disabled: ACCOUNT_TEXT.disabled },
};

/** A mail's state in the outbox. */
export const MAIL_STATE_SCHEME: StatusScheme<keyof typeof MAIL_STATE_LABELS> = {
  tones: { queued: 'amber', sent: 'green', kept: 'blue', failed: 'red' },
  labels: MAIL_STATE_LABELS,
};
