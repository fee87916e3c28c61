export * from './booking-schemas.ts';
export * from './copy.ts';
export * from './rules.ts';
export * from './schemas.ts';
export * from './slots.ts';
