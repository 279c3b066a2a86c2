import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A chart loaded when it is drawn (decision 066): the page's own code keeps out the figure, its
 * table and the number formats; the room it takes is held meanwhile, so nothing below it jumps.
 * Usage: `const FeesChart = lazyChart(() => import('./fees-chart.tsx').then((m) => m.FeesChart))`.
 */
export function lazyChart<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function LazyChart(props: P) {
    return (
      <Suspense fallback={<div style={{ minHeight: 360, marginTop: 24 }} />}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
