export * from './applications.ts';
export * from './auth.ts';
export * from './courses.ts';
export * from './membership.ts';
export * from './payments.ts';
export * from './purchases.ts';
export * from './quizzes.ts';
export * from './uploads.ts';
