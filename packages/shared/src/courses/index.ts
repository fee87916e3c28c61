export * from './copy.ts';
export * from './enrollment-schemas.ts';
export * from './rules.ts';
export * from './schemas.ts';
