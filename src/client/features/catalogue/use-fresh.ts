import { useEffect, useState } from 'react';

/**
 * Data a prerendered page was built with, refreshed from the API once the page is live: the page
 * shows the build's copy at once and re-renders only if the database now says something else
 * (the admin changed a course). Data that already came from the API is used as it is.
 */
export function useFresh<T>(
  data: T,
  fromBuild: boolean,
  load: (signal: AbortSignal) => Promise<T>,
): T {
  const [fresh, setFresh] = useState<{ base: T; value: T } | null>(null);

  useEffect(() => {
    if (!fromBuild) return;
    const controller = new AbortController();
    load(controller.signal).then(
      (value) => {
        if (JSON.stringify(value) !== JSON.stringify(data)) setFresh({ base: data, value });
      },
      () => {
        // Offline or the API is down: the build's copy stays on screen.
      },
    );
    return () => controller.abort();
    // `load` is a new closure each render; `data` identifies what is being refreshed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, fromBuild]);

  return fresh && fresh.base === data ? fresh.value : data;
}
