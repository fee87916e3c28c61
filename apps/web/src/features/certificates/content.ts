import { ACCOUNT_MENU_LABELS } from '@medprep/shared/constants';

/** Words only the certificate pages show. */
export const CERTIFICATES_UI = {
  listTitle: ACCOUNT_MENU_LABELS.myCertificates,
  listIntro: 'Finish every lesson of a course or pass a mock exam to earn a certificate with CPD hours.',
  empty: 'No certificates yet',
  emptyHint: 'Finish a course or pass a mock exam and its certificate appears here at once.',
  browseCourses: 'Browse courses',
  download: 'Download PDF',
  downloading: 'Preparing…',
  downloaded: 'Your certificate PDF has been saved. Keep it with your CPD record.',
  downloadFailed: 'The certificate could not be downloaded. Try again.',
  verifyLink: 'Verification page',
  loadFailed: 'Your certificates could not be loaded.',
  code: 'Code',
  issued: 'Issued',
  pageTitle: 'Certificate verification',
  verifyFailed: 'This certificate could not be checked.',
  notFoundTitle: 'No valid certificate has this code',
  notFoundHint:
    'Check the code against the certificate. A revoked holder account’s certificates no longer verify.',
  holder: 'Awarded to',
  completed: 'For',
  date: 'Date',
  hours: 'CPD hours',
  issuer: 'Issued by',
  validNote: 'This certificate is valid.',
  revokedNote: 'This certificate has been revoked by the issuer and is no longer valid.',
  revokeTitle: 'Revoke this certificate',
  revokeHint: 'The public page will say it is revoked. This cannot be undone.',
  revokeReason: 'Reason',
  revokeButton: 'Revoke certificate',
  revoked: 'Certificate revoked. Its verification page now says it is no longer valid.',
} as const;

export const STATUS_LABELS = { valid: 'Valid', revoked: 'Revoked' } as const;
