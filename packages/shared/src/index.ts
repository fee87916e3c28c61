export * from './applications.ts';
export * from './auth.ts';
export * from './courses.ts';
export * from './errors.ts';
export * from './health.ts';
export * from './membership.ts';
export * from './ui.ts';
export * from './uploads.ts';
