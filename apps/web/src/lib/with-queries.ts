import { type ComponentType, createElement } from 'react';

type Module<P> = { default: ComponentType<P> };

/**
 * A loader (for React.lazy, `lazyOnDemand` or a route's `lazy`) whose component renders inside the query
 * provider: the provider's code (lib/query.tsx, with the query library) loads together with the component's,
 * so components that fetch can be lazy parts of screens whose first load has no query library.
 */
export function withQueries<P extends object>(load: () => Promise<Module<P>>): () => Promise<Module<P>> {
  return async () => {
    const [module, { QueryProvider }] = await Promise.all([load(), import('./query')]);
    const Inner = module.default;
    // biome-ignore lint/correctness/noComponentHookFactories: made once per loaded module, not per render
    const WithQueries = (props: P) => createElement(QueryProvider, null, createElement(Inner, props));
    WithQueries.displayName = `WithQueries(${Inner.displayName ?? Inner.name ?? 'Component'})`;
    return { default: WithQueries };
  };
}
