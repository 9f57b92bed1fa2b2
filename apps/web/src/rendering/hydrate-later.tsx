import { Suspense, useState, type ReactNode } from 'react';
import { isHydratingInBrowser } from './hydration';
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
 * takes a task of its own. `children` must draw exactly one element. Rendered in the browser
 * otherwise (or on the server), it draws `children` at once.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  const [turn] = useState(() => (isHydratingInBrowser() ? takeTurn() : null));
  return (
    <Suspense fallback={null}>
      <WaitForTurn turn={turn}>{children}</WaitForTurn>
    </Suspense>
  );
}
