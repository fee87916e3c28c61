export * from './copy.ts';
export * from './rules.ts';
export * from './schemas.ts';
