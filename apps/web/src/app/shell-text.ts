/** Texts of the shell that the specification does not name (docs/decisions/110-accessible-shell.md). */
export const SHELL_TEXT = {
  teach: 'Teach on MedPrep',
  myApplication: 'My application',
  /** Shown, and announced, when an unknown address sends the visitor home. */
  notFound: 'That page does not exist, so here is the home page.',
  /** The live region's name for page changes. */
  announcer: 'Page changes',
  /** The phone side menu's buttons. */
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  /** The top bar names quizzes 'Quiz'; everywhere else the product calls them 'Mock exams'. */
  mockExams: 'Mock exams',
  questionBank: 'Question bank',
} as const;

/** The avatar button's name starts with the initials it shows (WCAG 2.5.3 label in name). */
export const profileButtonLabel = (initials: string) => `${initials}, open profile menu`;
