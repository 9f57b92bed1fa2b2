import { useEffect, useState } from 'react';

/**
 * What `load` (a dynamic import, stable across renders) resolves to, once `wanted` has been true
 * and it has loaded; undefined before. Plain state, not React.lazy: nothing suspends, so the
 * markup around it (and any ref on it) stays as it is while the code loads.
 */
export function useLoadedCode<T>(load: () => Promise<T>, wanted = true): T | undefined {
  const [loaded, setLoaded] = useState<{ value: T } | undefined>(undefined);
  useEffect(() => {
    if (!wanted || loaded) return;
    let current = true;
    void load().then((value) => {
      if (current) setLoaded({ value });
    });
    return () => {
      current = false;
    };
  }, [load, wanted, loaded]);
  return loaded?.value;
}
