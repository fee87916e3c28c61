// Moved to platform/first-paint/ (docs/decisions/425); kept while app.ts imports this path.
export * from './first-paint/prerender.ts';
