export * from './copy.ts';
export * from './menu.ts';
export * from './schemas.ts';
