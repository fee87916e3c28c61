import { PRERENDERED_ATTRIBUTE } from '@medprep/shared/constants';
import { describe, expect, it, vi } from 'vitest';
import { takeOver } from './paint';

/** A router whose first navigation (the route's code arriving) the test finishes by hand. */
function startingRouter(initialized: boolean) {
  const listeners = new Set<(state: { initialized: boolean }) => void>();
  const router = {
    state: { initialized },
    subscribe(listener: (state: { initialized: boolean }) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const initialize = () => {
    router.state = { initialized: true };
    for (const listener of [...listeners]) listener(router.state);
  };
  return { router, initialize, listeners };
}

describe('the app taking over the server’s paint', () => {
  it('renders at once when the page came without a paint', () => {
    const container = document.createElement('div');
    const render = vi.fn();
    takeOver(container, startingRouter(false).router, render);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('leaves a painted page until the route’s code has arrived, then renders once', () => {
    const container = document.createElement('div');
    container.innerHTML = `<div ${PRERENDERED_ATTRIBUTE} inert><h1>Courses</h1></div>`;
    const render = vi.fn();
    const { router, initialize, listeners } = startingRouter(false);
    takeOver(container, router, render);
    expect(render).not.toHaveBeenCalled();
    initialize();
    expect(render).toHaveBeenCalledTimes(1);
    expect(listeners.size).toBe(0);
  });
});
