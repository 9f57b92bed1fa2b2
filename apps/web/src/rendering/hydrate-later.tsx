import { Suspense, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import {
  isHydratingInBrowser,
  keepTapsWhile,
  LATER_PART_ATTRIBUTE,
  replayEarlyTapsWithin,
} from './hydration';
import { nextTask } from './next-task';

/** A part of the server's markup waiting for its turn to be hydrated. */
interface Turn {
  /** Whether its turn has come (set just before `came` resolves). */
  come: boolean;
  came: Promise<void>;
}

/** The turns handed out, in the page's order: each begins a task after the previous one. */
let lastTurn: Promise<void> = Promise.resolve();

function takeTurn(): Turn {
  const turn: Turn = { come: false, came: Promise.resolve() };
  turn.came = lastTurn = lastTurn.then(nextTask).then(() => {
    turn.come = true;
  });
  return turn;
}

/**
 * Its part's turn while the page is being hydrated in the browser, or, `whenDrawn`, when it is
 * drawn in the browser afresh; none otherwise (on the server).
 */
const useTurn = (whenDrawn = false) =>
  useState(() =>
    isHydratingInBrowser() || (whenDrawn && !import.meta.env.SSR) ? takeTurn() : null,
  )[0];

/** Suspends (keeping the server's markup on screen) until its part's turn has come. */
function WaitForTurn({ turn, children }: { turn: Turn | null; children: ReactNode }) {
  if (turn && !turn.come) throw turn.came;
  return children;
}

/**
 * Hydrates its part of a server-rendered page in a task of its own, after the rest of the page:
 * the server's markup stays as it is meanwhile (Preact keeps a suspended part's markup while
 * hydrating and hydrates it when it resumes). A page of two dozen product cards was hydrated in
 * one task of 400-600 ms at 4x CPU, a long task in Lighthouse's blocking time; each card now
 * takes a task of its own. `children` must draw exactly one element, and nothing in it a reader
 * would tap before its turn (a card's links work as plain links until then): a part with buttons
 * is a `HydrateSectionLater`. Rendered in the browser otherwise (or on the server), it draws
 * `children` at once; given a `placeholder`, it draws that first and `children` in a task of
 * their own there too (a carousel's dozen cards, drawn as its section comes near the screen, took
 * one task of 12-25 ms).
 */
export function HydrateLater({
  children,
  placeholder,
}: {
  children: ReactNode;
  /**
   * Drawn until its turn when the part is drawn in the browser afresh; never while hydrating,
   * where Preact keeps a suspended part's markup and draws no fallback.
   */
  placeholder?: ReactNode;
}) {
  const turn = useTurn(placeholder !== undefined);
  return (
    <Suspense fallback={placeholder ?? null}>
      <WaitForTurn turn={turn}>{children}</WaitForTurn>
    </Suspense>
  );
}

/**
 * A section of a server-rendered page (a listing's filters) hydrated in a task of its own, as
 * `HydrateLater` does, inside elements of its own (`display: contents`, so they take no part in
 * the layout) that keep the taps on its buttons until then: one made before the page was
 * hydrated (public/page-start.js) or after it, before the section's turn, is carried out once the
 * section is hydrated. Its links work as plain links meanwhile. Its fields are not watched: a
 * section with fields a reader types in stays in the page's own hydrating.
 *
 * `drawnFrom` names what the section shows (a listing's filters, written as its address's
 * query). Hydrating keeps the attributes of the server's markup: should the section be hydrated
 * with other props than its markup was drawn from (a sort chosen before the app took over, and
 * carried out as it did, changes every filter link), it is drawn anew once hydrated.
 *
 * Two things it cannot hold: a later part with buttons drawn by the server (its taps are kept by
 * the section, which does not ask for the part's code), and ids made with `useId` pointed at by
 * elements drawn only later (Preact numbers ids in the order parts are first drawn, so the
 * section's and those of the parts after it differ from the server's; the markup keeps the
 * server's, each pair drawn together stays matched).
 */
export function HydrateSectionLater({
  drawnFrom,
  children,
}: {
  drawnFrom: string;
  children: ReactNode;
}) {
  const turn = useTurn();
  const [markupFrom] = useState(drawnFrom);
  const section = useRef<HTMLDivElement>(null);
  // Within the hydrating pass, as page-start.js stops keeping taps (see later-part.tsx).
  useLayoutEffect(() => {
    if (!turn || turn.come || !section.current) return;
    return keepTapsWhile(section.current, () => !turn.come);
  }, [turn]);
  return (
    <div ref={section} className="contents" {...{ [LATER_PART_ATTRIBUTE]: '' }}>
      <Suspense fallback={null}>
        <WaitForTurn turn={turn}>
          <SectionHydrated section={section} stale={drawnFrom !== markupFrom}>
            {children}
          </SectionHydrated>
        </WaitForTurn>
      </Suspense>
    </div>
  );
}

/**
 * The section's own element, inside its Suspense (Preact hydrating a suspended part keeps only
 * its first node where it stands: the other elements of the server's markup went). Once
 * hydrated it carries out the taps kept for it, then, `stale` (hydrated with other props than
 * its markup shows), is drawn anew.
 */
function SectionHydrated({
  section,
  stale,
  children,
}: {
  section: RefObject<HTMLDivElement | null>;
  stale: boolean;
  children: ReactNode;
}) {
  const [anew, setAnew] = useState(false);
  useLayoutEffect(() => {
    // Its buttons' handlers are the current ones, whatever their attributes say.
    if (section.current) replayEarlyTapsWithin(section.current);
    // Only the hydrated markup can be wrong, and only after hydrating: drawn anew from here.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (stale) setAnew(true);
    // Once, as it is hydrated (or drawn): later changes are drawn as any part's are.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div key={anew ? 'drawn-anew' : 'as-drawn'} className="contents">
      {children}
    </div>
  );
}
