// Moved to platform/first-paint/ (docs/decisions/425); kept for imports not yet pointed there.
export * from './first-paint/page-meta.ts';
