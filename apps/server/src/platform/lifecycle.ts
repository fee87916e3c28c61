import type { FastifyInstance } from 'fastify';
import type { Deps } from './deps.ts';

/** The apps that are stopping (keyed by their deps, which every encapsulated child instance shares). */
const stopping = new WeakSet<Deps>();

/** From now on readiness answers 503, so a load balancer stops sending this server new work. */
export function markStopping(app: FastifyInstance): void {
  stopping.add(app.deps);
}

export function isStopping(app: FastifyInstance): boolean {
  return stopping.has(app.deps);
}

/** Marks the app stopping as soon as it starts to close, whoever closes it. */
export function registerLifecycle(app: FastifyInstance): void {
  app.addHook('preClose', async () => markStopping(app));
}
