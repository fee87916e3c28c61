/**
 * Everything in packages/shared that loads without zod: copy, limits, enums as arrays, pure rules, addresses.
 * The web app imports these from `@medprep/shared/constants` and schemas from `@medprep/shared`, so a page
 * that validates nothing never downloads zod (docs/decisions/140). Written by scripts/split-shared-constants.mjs.
 */
export * from './accounts-constants.ts';
export * from './applications-constants.ts';
export * from './auth-constants.ts';
export * from './courses-constants.ts';
export * from './discussions-constants.ts';
export * from './errors-constants.ts';
export * from './fields-constants.ts';
export * from './library-constants.ts';
export * from './live-constants.ts';
export * from './mail-constants.ts';
export * from './membership-constants.ts';
export * from './notifications-constants.ts';
export * from './paths.ts';
export * from './payments-constants.ts';
export * from './plural.ts';
export * from './quizzes-constants.ts';
export * from './seo.ts';
export * from './tutors-constants.ts';
export * from './ui.ts';
export * from './uploads-constants.ts';
