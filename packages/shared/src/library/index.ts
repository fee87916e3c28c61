export * from './copy.ts';
export * from './menu.ts';
export * from './rules.ts';
export * from './schemas.ts';
