export * from './copy.ts';
export * from './schemas.ts';
