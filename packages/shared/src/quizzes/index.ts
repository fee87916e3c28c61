export * from './attempt-schemas.ts';
export * from './copy.ts';
export * from './question-csv.ts';
export * from './question-csv-schemas.ts';
export * from './rules.ts';
export * from './schemas.ts';
export * from './statistics.ts';
export * from './statistics-schemas.ts';
