export * from './applications.ts';
export * from './auth.ts';
export * from './membership.ts';
