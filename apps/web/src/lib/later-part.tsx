import { Suspense, useState, type ComponentType } from 'react';
import { isHydratingInBrowser } from '@/lib/hydration';
import { hasSettled, pageSettled } from '@/lib/page-settled';

/** Every later part's loader, so the server can have all their code before it draws a page. */
const loaders: (() => Promise<unknown>)[] = [];

/**
 * Loads the code of every later part defined so far (the server, before drawing a page: its
 * drawing is synchronous, so a part must not wait for its code there). Cheap once loaded.
 */
export function loadLaterParts(): Promise<unknown> {
  return Promise.all(loaders.map((load) => load()));
}

/** A promise that never settles: a part whose code could not be fetched keeps waiting. */
const never = new Promise<never>(() => undefined);

/**
 * A part of a server-drawn page whose code the browser fetches only once the page has settled
 * (lib/page-settled.ts), so it is not among the scripts a phone downloads, parses and runs
 * before the first view: the footer, the carousels below a product. While its code is on the
 * way, the part hydrating keeps the server's markup as it is (Preact keeps a suspended part's
 * markup while hydrating and hydrates it when it resumes, as HydrateLater relies on): its links
 * are plain links until then, and work. Drawn in the browser alone (a page the server does not
 * draw waits for the page to settle too; a page reached by a link once it has, fetches the code
 * at once), the part shows nothing until its code is there.
 *
 * Should the code never arrive (offline, a deploy that removed its file), the part keeps what the
 * server drew, or stays empty.
 */
export function partLoadedLater<P extends object>(load: () => Promise<ComponentType<P>>) {
  let Loaded: ComponentType<P> | undefined;
  let fetching: Promise<void> | undefined;
  const fetchCode = (): Promise<void> =>
    (fetching ??= load().then(
      (component) => {
        Loaded = component;
      },
      () => never,
    ));
  loaders.push(fetchCode);
  let afterSettling: Promise<void> | undefined;
  const fetchAfterSettling = (): Promise<void> => (afterSettling ??= pageSettled().then(fetchCode));

  function Waiting({ until, props }: { until: Promise<void>; props: P }) {
    if (!Loaded) throw until;
    return <Loaded {...props} />;
  }

  function LaterPart(props: P) {
    // Decided on the first render: only that one hydrates the server's markup. The part is
    // always inside its Suspense, so its code arriving does not draw it anew.
    const [until] = useState(() =>
      Loaded
        ? undefined
        : isHydratingInBrowser() || !hasSettled()
          ? fetchAfterSettling()
          : fetchCode(),
    );
    return (
      <Suspense fallback={null}>
        <Waiting until={until ?? fetchCode()} props={props} />
      </Suspense>
    );
  }
  return LaterPart;
}
