import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * React.lazy for a named export: `lazyNamed(() => import('@/features/x'), 'XPage')`. The module becomes its own
 * chunk, downloaded the first time the component renders (app/root-layout's Suspense shows the loader meanwhile).
 */
export function lazyNamed<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): M[K] extends ComponentType<infer P> ? LazyExoticComponent<ComponentType<P>> : never {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return lazy(() => load().then((m) => ({ default: m[name] as ComponentType<any> }))) as never;
}
