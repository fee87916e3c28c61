/**
 * `@medprep/shared/constants`: everything in packages/shared that loads without zod (each module's copy.ts,
 * rules.ts and named rule files, and the zod-free single files). The web app imports copy and rules from here
 * and only schemas from `@medprep/shared`, so a page that validates nothing never downloads zod
 * (docs/decisions/415; zod-free.test.ts checks both).
 */
export * from './accounts/copy.ts';
export * from './accounts/menu.ts';
export * from './applications/copy.ts';
export * from './applications/rules.ts';
export * from './auth/copy.ts';
export * from './auth/rules.ts';
export * from './certificates/copy.ts';
export * from './certificates/rules.ts';
export * from './courses/copy.ts';
export * from './courses/rules.ts';
export * from './dashboards/copy.ts';
export * from './dashboards/rules.ts';
export * from './discussions/copy.ts';
export * from './discussions/rules.ts';
export * from './errors/copy.ts';
export * from './fields/copy.ts';
export * from './fields/rules.ts';
export * from './library/copy.ts';
export * from './library/menu.ts';
export * from './library/rules.ts';
export * from './live/copy.ts';
export * from './live/rules.ts';
export * from './mail/copy.ts';
export * from './mail/rules.ts';
export * from './membership/copy.ts';
export * from './membership/rules.ts';
export * from './notifications/copy.ts';
export * from './paths.ts';
export * from './payments/copy.ts';
export * from './payments/rules.ts';
export * from './plural.ts';
export * from './progress/copy.ts';
export * from './qbank/copy.ts';
export * from './qbank/rules.ts';
export * from './question-reports/copy.ts';
export * from './quizzes/copy.ts';
export * from './quizzes/question-csv.ts';
export * from './quizzes/question-csv-examples.ts';
export * from './quizzes/rules.ts';
export * from './quizzes/statistics.ts';
export * from './quizzes/versions.ts';
export * from './reviews/copy.ts';
export * from './reviews/rules.ts';
export * from './revision/copy.ts';
export * from './revision/plan.ts';
export * from './revision/rules.ts';
export * from './seo.ts';
export * from './time-zones.ts';
export * from './tutors/copy.ts';
export * from './tutors/rules.ts';
export * from './tutors/slots.ts';
export * from './ui.ts';
export * from './uploads/copy.ts';
