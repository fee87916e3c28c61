export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** Limits of the instructor application form. */
export const BIO_MIN_LENGTH = 30;
export const DISPLAY_NAME_MAX_LENGTH = 100;
export const BIO_MAX_LENGTH = 5000;
export const REJECT_REASON_MAX_LENGTH = 2000;
export const ADMIN_NOTES_MAX_LENGTH = 5000;
export const LIST_ITEM_MAX = 20;
export const LIST_ITEM_LENGTH_MAX = 500;
export const WEBSITE_MAX_LENGTH = 500;
export const ADMIN_PAGE_SIZES = [10, 20, 50] as const;
export const ADMIN_DEFAULT_PAGE_SIZE = 10;

export const APPLICATION_MESSAGES = {
  displayNameRequired: 'Display name is required',
  bioTooShort: 'Bio must be at least 30 characters',
  agreeTermsRequired: 'You must agree to the Instructor Terms',
  reasonRequired: 'Please give a reason for the rejection.',
  invalidWebsite: 'Please enter a valid web address (https://…).',
  submitFailed: 'Failed to submit application',
  loadListFailed: 'Failed to load applications',
  notFound: 'Application not found.',
  loadFailed: 'Failed to load application.',
  alreadyApproved: 'Your application has already been approved.',
  alreadyTeaches: 'You can already teach on MedPrep Academy.',
  notPending: 'Only a pending application can be approved or rejected.',
  submitted: 'Application submitted',
  approved: 'Application approved',
  rejected: 'Application rejected',
  notesSaved: 'Notes saved',
} as const;
