export * from './auth.ts';
export * from './membership.ts';
