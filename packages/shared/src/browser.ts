/** `@medprep/shared` for browsers: zod without code generation, then everything (docs/decisions/140). */
import './zod-browser-config.ts';

export * from './index.ts';
