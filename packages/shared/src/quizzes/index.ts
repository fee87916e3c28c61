export * from './attempt-schemas.ts';
export * from './copy.ts';
export * from './rules.ts';
export * from './schemas.ts';
export * from './statistics.ts';
export * from './statistics-schemas.ts';
