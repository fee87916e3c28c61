// Moved to platform/first-paint/painted-page.ts (docs/decisions/425); kept while app.ts imports this path.
export * from './first-paint/painted-page.ts';
