import { use, type ComponentType } from 'react';

/**
 * A component whose code loads in its own chunk, starting as soon as this is called (module
 * scope) or when `load` lets it (it may wait for something first), that renders without suspending once loaded. A prerendered page gets its HTML at build
 * time (the chunk has loaded by the time the page renders); in the browser the page's first load
 * leaves the chunk out, and React keeps the prerendered HTML of the suspended part as it is until
 * the chunk arrives, then hydrates it. Put it inside a <Suspense>.
 */
export function preloaded<P extends object>(
  load: () => Promise<ComponentType<P>>,
  onFailure: ComponentType<P>,
): ComponentType<P> {
  let ready: ComponentType<P> | undefined;
  const loading = load()
    .catch(() => onFailure)
    .then((component) => (ready = component));
  return function Preloaded(props: P) {
    const Component = ready ?? use(loading);
    return <Component {...props} />;
  };
}
