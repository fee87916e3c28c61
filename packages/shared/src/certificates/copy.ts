/** Certificates of completion: what finishing a course or passing a mock earns. */
export const CERTIFICATE_KINDS = ['course', 'quiz'] as const;
export type CertificateKind = (typeof CERTIFICATE_KINDS)[number];

export const CERTIFICATE_STATUSES = ['valid', 'revoked'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

/** Who issues every certificate. */
export const CERTIFICATE_ISSUER = 'MedPrep Academy';

/** CPD hours are counted in half hours. */
export const CPD_ROUNDING_SEC = 30 * 60;

/** A verification code: 20 characters of Crockford base32 (100 random bits), in four groups of five. */
export const CERTIFICATE_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CERTIFICATE_CODE_GROUPS = 4;
export const CERTIFICATE_CODE_GROUP_LENGTH = 5;
export const CERTIFICATE_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{5}(?:-[0-9A-HJKMNP-TV-Z]{5}){3}$/;

export const CERTIFICATE_REVOKE_REASON_MAX = 500;

export const CERTIFICATE_MESSAGES = {
  notFound: 'No valid certificate has this code.',
  alreadyRevoked: 'This certificate is already revoked.',
} as const;

/** The kind of thing completed, as the certificate says it. */
export const CERTIFICATE_KIND_LABELS: Record<CertificateKind, string> = {
  course: 'Course completed',
  quiz: 'Mock exam passed',
};

/** The holder's notice when a certificate is issued: what they earned, and where to download it. */
export const CERTIFICATE_ISSUED_NOTICE = {
  title: (title: string) => `Your certificate for “${title}” is ready`,
  body: 'Download the PDF or share its verification link from My certificates.',
} as const;
