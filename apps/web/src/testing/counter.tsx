import { useEffect, useState } from 'react';

/** The counters whose effects have run (hydrated, or drawn), by name; emptied by the test. */
export const mounted: string[] = [];

/** A button that counts its taps: whether a part of a page was hydrated, and answers. */
export function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  useEffect(() => {
    mounted.push(name);
  }, [name]);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {name} {count}
    </button>
  );
}
