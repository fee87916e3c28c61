import type { ApplicationStatus } from '@medprep/shared';
import { BIO_MIN_LENGTH, SUPPORT_RESPONSE_HOURS } from '@medprep/shared/constants';
import type { StatusScheme } from '../../ui/badge';

/**
 * Labels and sentences of the application screens that the shared contract does not carry (the
 * specification's messages and limits come from @medprep/shared).
 */
export const STATUS_LABELS: Record<ApplicationStatus, string> = {
  pending: 'Pending review',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** Pending amber, approved green, rejected red. */
export const APPLICATION_STATUS_SCHEME: StatusScheme<ApplicationStatus> = {
  tones: { pending: 'amber', approved: 'green', rejected: 'red' },
  labels: STATUS_LABELS,
};

/** The admin list's status filter. */
export const STATUS_FILTER_LABELS: Record<ApplicationStatus | 'all', string> = {
  all: 'All',
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const APPLICATION_TEXT = {
  teachTitle: 'Apply to teach',
  teachIntro:
    'Share what you know with candidates preparing for UK medical exams. Tell us about yourself and the subjects you would like to teach; an admin reviews every application.',
  editTitle: 'Edit & Re-apply',
  reapplyTitle: 'Re-apply',
  pendingNote: 'Your application is waiting for review. Submitting again replaces it and keeps its place.',
  rejectedNote: 'Your previous application was not approved. You are welcome to update it and apply again.',
  submit: 'Submit application',
  resubmit: 'Submit again',
  agreeTerms: 'I agree to the Instructor Terms',
  readTerms: 'Read the Instructor Terms',
  termsTitle: 'Instructor Terms',
  listHint: 'Comma separated',
  bioCount: (length: number) =>
    length >= BIO_MIN_LENGTH ? `${length} characters` : `${length} / ${BIO_MIN_LENGTH} characters minimum`,
  approvedTitle: 'You are approved to teach',
  approvedBody: 'Your application has been approved. Create your first course to get started.',
  createFirstCourse: 'Create your first course',
  myApplicationTitle: 'Your instructor application',
  editReapply: 'Edit & Re-apply',
  reapply: 'Re-apply',
  noApplication: 'You have not applied to teach yet.',
  noApplicationBody: 'Any signed-in member may apply to become an instructor.',
  applyToTeach: 'Apply to teach',
  submittedOn: 'Submitted',
  reviewedOn: 'Reviewed',
  reasonLabel: 'Reason',
  yourAnswers: 'Your answers',
  adminsOnly: 'Admins only.',
  adminTitle: 'Admin',
  applicationsTitle: 'Instructor applications',
  pendingCount: (n: number) => `${n} pending`,
  review: 'Review',
  approve: 'Approve',
  reject: 'Reject',
  rejectTitle: 'Reject this application?',
  rejectConfirm: 'Reject application',
  rejectReasonLabel: 'Reason for the rejection',
  rejectReasonHint: 'The applicant sees this reason.',
  notesLabel: 'Admin notes',
  notesHint: 'Only admins see these notes.',
  saveNotes: 'Save notes',
  allApplications: 'All applications',
  noApplications: 'No applications found',
  noApplicationsBody: 'Try another search or status.',
  noApplicationsYet: 'No one has applied to teach yet.',
  clearFilters: 'Clear filters',
  searchLabel: 'Search name or email',
  statusLabel: 'Status',
  perPage: 'Per page',
  reviewedBy: 'Reviewed by',
  answersTitle: 'Answers',
  reviewTitle: 'Review',
  decidedNote: (status: string) =>
    `${status}. Approve and Reject are available while the application is pending.`,
  applicationTitle: 'Instructor application',
} as const;

/** The summary behind 'I agree to the Instructor Terms'. */
export const INSTRUCTOR_TERMS: string[] = [
  'You teach content you created or have the right to use, and you keep it accurate and in line with current UK guidance (NICE, GMC and the relevant Royal Colleges).',
  'You never share identifiable patient information. Cases and images are anonymised or used with consent.',
  'You set your own prices. Courses are included in membership unless you untick it; every payment is a one-time payment through the platform.',
  `You answer learners’ questions on your courses promptly; our team answers members within ${SUPPORT_RESPONSE_HOURS} hours and may contact you about them.`,
  'MedPrep Academy may unpublish content that breaks these terms and may end an instructor account for repeated breaches.',
];

/** True when a value reads as a web address we can link to. */
export const isUrl = (value: string) => /^https?:\/\/\S+$/i.test(value.trim());
