import {
  createContext,
  Suspense,
  useContext,
  useEffect,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import {
  hasEarlyTapsWithin,
  isHydratingInBrowser,
  keepTapsWhile,
  LATER_PART_ATTRIBUTE,
  replayEarlyTapsWithin,
} from './hydration';
import { hasSettled, onFirstInteraction, pageSettled } from './page-settled';

/** Every later part's loader, so the server can have all their code before it draws a page. */
const loaders: (() => Promise<unknown>)[] = [];

/**
 * Loads the code of every later part defined so far (the server, before drawing a page: its
 * drawing is synchronous, so a part must not wait for its code there). Cheap once loaded.
 */
export function loadLaterParts(): Promise<unknown> {
  return Promise.all(loaders.map((load) => load()));
}

/**
 * Where the server notes, as it draws a page, the `module` of each part drawn with `when:
 * 'drawn'` (ServerRenderOutput.partModules); none in the browser.
 */
export const DrawnPartModulesContext = createContext<Set<string> | null>(null);

/** Resolves once the page has settled or the reader first touches it, whichever comes first. */
function settledOrTouched(): Promise<void> {
  return new Promise<void>((resolve) => {
    const stop = onFirstInteraction(resolve);
    void pageSettled().then(() => {
      stop();
      resolve();
    });
  });
}

export interface LaterPartOptions<P extends object = object> {
  /**
   * When the browser fetches the part's code: once the page has settled or the reader first
   * touches it (`settled`, the default: what is below the first view), or as soon as the part is
   * first drawn (`drawn`: a part drawn only on the reader's asking, a tab's panel, or one the
   * page needs at once but whose code most pages do without, a print product's configurator).
   */
  when?: 'settled' | 'drawn';
  /**
   * What a part drawn in the browser alone shows until its code is there (default nothing), or
   * should it never come; a function of the part's props when it needs them (a menu's close
   * button).
   */
  placeholder?: ReactNode | ((props: P) => ReactNode);
  /**
   * The module `load` imports, as a path from apps/web (`src/…`, as the build's manifest names
   * it), for a part drawn with `when: 'drawn'` on a page the server draws: the page then names
   * the module's scripts with its route's, and the browser asks for them with the app's first
   * scripts rather than once the app has run and drawn the part (a round trip later, 2 s on a
   * slow line: a print product's configurator). Not for a part inside the shell drawn once
   * (`DrawnOnce`): only the first page that drew the shell would name it.
   */
  module?: string;
}

/**
 * A part of a server-drawn page whose code the browser fetches only once the page has settled
 * (rendering/page-settled.ts) or the reader first touches it, so it is not among the scripts a phone
 * downloads, parses and runs before the first view: the footer, the carousels below a product.
 * While its code is on the way, the part keeps the server's markup as it is (a suspended part
 * keeps its markup while hydrating and is hydrated in place when it resumes, as HydrateLater
 * relies on): its links are plain links until then, and work. Drawn in the browser alone (a
 * page the server does not draw waits the same way; a page reached by a link once it has
 * settled fetches the code at once), the part shows its placeholder (by default nothing) until
 * its code is there. `when`, `placeholder` and `module` (LaterPartOptions) fit it to other parts.
 *
 * The part is drawn inside an element of its own (`display: contents`, so it takes no part in
 * the layout): Preact hydrating a suspended part keeps the first node where it stands, which,
 * for a part the server drew as nothing (back-to-top before any scrolling), was the next
 * element's (the chat button, then drawn twice). Key a part by what its markup shows (the
 * product): hydrated later with other props, its text would follow but its attributes not.
 *
 * Should the code never arrive (offline, a deploy that removed its file), the part keeps what the
 * server drew, or stays empty. The server's loading (`loadLaterParts`) fails instead. A tap made
 * in the part before the page was hydrated (public/page-start.js) asks for its code at once and
 * is carried out once the part is hydrated.
 */
export function partLoadedLater<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { when = 'settled', placeholder = null, module }: LaterPartOptions<P> = {},
) {
  let Loaded: ComponentType<P> | undefined;
  let arrive: () => void = () => undefined;
  /** Resolves once the code is there (never, should it not come). */
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  let loading: Promise<void> | undefined;
  const loadCode = (): Promise<void> =>
    (loading ??= load().then(
      (component) => {
        Loaded = component;
        arrive();
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  loaders.push(loadCode);
  let fetching: Promise<void> | undefined;
  const fetchCode = (): Promise<void> => (fetching ??= loadCode().catch(() => undefined));
  let whenWanted: Promise<void> | undefined;
  const fetchWhenWanted = (): Promise<void> => (whenWanted ??= settledOrTouched().then(fetchCode));

  /** The part, once its code is there; until then it suspends (keeping what the server drew). */
  function Waiting({ part, props }: { part: RefObject<HTMLDivElement | null>; props: P }) {
    if (!Loaded) throw arrived;
    return (
      <>
        <Loaded {...props} />
        <EarlyTapsReplayed part={part} />
      </>
    );
  }

  function LaterPart(props: P) {
    const part = useRef<HTMLDivElement>(null);
    const drawnOnServer = useContext(DrawnPartModulesContext);
    if (drawnOnServer && module && when === 'drawn') drawnOnServer.add(module);
    // Decided on the first render: only that one hydrates the server's markup, suspended (so the
    // markup is kept) until the code is there. Drawn in the browser alone, the part draws nothing
    // until then and is drawn when it comes: nothing suspends, so a navigation is never held.
    const [hydrating] = useState(() => {
      if (Loaded) return isHydratingInBrowser();
      const later = when === 'settled' && (isHydratingInBrowser() || !hasSettled());
      void (later ? fetchWhenWanted() : fetchCode());
      return isHydratingInBrowser();
    });
    const [, drawAgain] = useReducer((count: number) => count + 1, 0);
    // As the part is put in place (within the hydrating pass), not after the paint: the
    // page-start script stops keeping taps as hydration starts, so a tap between the hydration
    // and the effects (a frame, longer on a busy phone) found no one to keep it and was lost.
    useLayoutEffect(() => {
      if (Loaded) return;
      let current = true;
      void arrived.then(() => {
        if (current) drawAgain();
      });
      const element = part.current;
      // A tap made in it before the page was hydrated wants it now (and is replayed once it is).
      if (element && hasEarlyTapsWithin(element)) void fetchCode();
      // So does a tap on one of its buttons now, before its code is there: kept, and carried
      // out once the part is hydrated (a tab tapped as the page comes is not lost).
      const stopKeeping = element
        ? keepTapsWhile(
            element,
            () => !Loaded,
            () => void fetchCode(),
          )
        : undefined;
      return () => {
        current = false;
        stopKeeping?.();
      };
    }, []);
    // Always inside its Suspense, so its code arriving does not draw it anew.
    return (
      <div ref={part} className="contents" {...{ [LATER_PART_ATTRIBUTE]: '' }}>
        <Suspense fallback={null}>
          {Loaded || hydrating ? (
            <Waiting part={part} props={props} />
          ) : typeof placeholder === 'function' ? (
            placeholder(props)
          ) : (
            placeholder
          )}
        </Suspense>
      </div>
    );
  }
  /**
   * Fetches the code now (what a page needs before its first drawing, `PageCode`, or code
   * wanted before the part is drawn). Resolves once it is there, or failed to come.
   */
  LaterPart.load = fetchCode;
  return LaterPart;
}

/** Replays the taps made in the part before hydration, once it has been hydrated. */
function EarlyTapsReplayed({ part }: { part: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    if (part.current) replayEarlyTapsWithin(part.current);
  }, [part]);
  return null;
}
