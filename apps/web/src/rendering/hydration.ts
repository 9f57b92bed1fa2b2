declare global {
  interface Window {
    /**
     * Buttons tapped and forms sent (their submitter, else the form) before hydration, kept by
     * public/page-start.js while this is its own list; undefined once the app has taken them,
     * null when the app drew the page itself (nothing to keep, should page-start.js run later).
     */
    __chapkhanaEarlyTaps?: (HTMLButtonElement | HTMLInputElement | HTMLFormElement)[] | null;
  }
}

let hydrating = false;

/**
 * Runs `hydrate` (which adopts the server's markup in one synchronous pass) with the flag set.
 * The server renders every page as a guest with nothing stored, so what the browser keeps
 * (the customer's token, recently viewed products) is read only after hydration: the first
 * render matches the markup, and the stored state follows in the next one.
 */
export function whileHydrating(hydrate: () => void): void {
  hydrating = true;
  try {
    hydrate();
  } finally {
    hydrating = false;
  }
}

/** True during the browser's hydration pass only (not on the server). */
export function isHydratingInBrowser(): boolean {
  return hydrating;
}

/** True during the browser's hydration pass, and on the server (which has no storage to read). */
export function isHydratingOrServer(): boolean {
  return hydrating || typeof window === 'undefined';
}

/** What was tapped before hydration, taken from public/page-start.js when hydration starts. */
let earlyTaps: NonNullable<Window['__chapkhanaEarlyTaps']> = [];

/**
 * Stops keeping taps (called as hydration starts: from then on React itself answers taps on the
 * server's markup, and a tap kept as well would be carried out twice) and holds those kept.
 */
export function takeEarlyTaps(): void {
  earlyTaps = window.__chapkhanaEarlyTaps ?? [];
  window.__chapkhanaEarlyTaps = undefined;
}

/**
 * Replays the taps made on the server's markup before it was hydrated, in order, on the same
 * elements (hydration keeps the server's elements): a button is clicked again, a form is sent
 * again through its submitter (so the app's own handler sends it).
 */
function replayEarlyTaps(): void {
  const taps = earlyTaps;
  earlyTaps = [];
  // A part whose code comes later (rendering/later-part.tsx), or a section hydrated later
  // (hydrate-later.tsx), is not hydrated yet: its taps wait for it (replayEarlyTapsWithin),
  // before those it kept itself since the take-over, which came after them.
  const waiting = taps.filter((tap) => tap.closest(LATER_PART));
  tapsInLaterParts = [...waiting, ...tapsInLaterParts];
  for (const tap of taps) if (!waiting.includes(tap)) replayTap(tap);
}

function replayTap(tap: EarlyTap): void {
  // public/page-start.js marked it as getting ready; what the app draws says the rest.
  tap.removeAttribute('aria-busy');
  tap.removeAttribute('data-getting-ready');
  if (!tap.isConnected) return;
  if (tap instanceof HTMLFormElement) tap.requestSubmit();
  else if (!tap.disabled) tap.click();
}

type EarlyTap = NonNullable<Window['__chapkhanaEarlyTaps']>[number];

/** The attribute of the element a later part draws around itself (rendering/later-part.tsx). */
export const LATER_PART_ATTRIBUTE = 'data-later-part';
const LATER_PART = `[${LATER_PART_ATTRIBUTE}]`;

/** Taps made before hydration in a later part, waiting for it to be hydrated. */
let tapsInLaterParts: EarlyTap[] = [];

/**
 * Keeps the taps on `part`'s buttons made while `waiting()` says it is not hydrated yet (after the
 * page's own hydration: page-start.js keeps those before), to be carried out once it is
 * (`replayEarlyTapsWithin`); `kept` hears each. Returns what stops it.
 */
export function keepTapsWhile(
  part: HTMLElement,
  waiting: () => boolean,
  kept?: () => void,
): () => void {
  const keepTap = (event: MouseEvent) => {
    if (!waiting() || !(event.target instanceof Element)) return;
    const button = event.target.closest('button');
    if (!button || !part.contains(button)) return;
    event.preventDefault();
    event.stopPropagation();
    tapsInLaterParts.push(button);
    kept?.();
  };
  part.addEventListener('click', keepTap, true);
  return () => part.removeEventListener('click', keepTap, true);
}

/** Whether a tap made before hydration waits in `part` (whose code is then wanted at once). */
export function hasEarlyTapsWithin(part: Element): boolean {
  return [...earlyTaps, ...tapsInLaterParts].some((tap) => part.contains(tap));
}

/** Replays, in order, the taps made before hydration in `part`, once it has been hydrated. */
export function replayEarlyTapsWithin(part: Element): void {
  const within = (tap: EarlyTap) => part.contains(tap);
  const taps = [...earlyTaps.filter(within), ...tapsInLaterParts.filter(within)];
  earlyTaps = earlyTaps.filter((tap) => !within(tap));
  tapsInLaterParts = tapsInLaterParts.filter((tap) => !within(tap));
  for (const tap of taps) replayTap(tap);
}

/** Fields whose typed text React holds in state; boxes, files and buttons are not typed into. */
const NOT_TYPED = new Set([
  'checkbox',
  'radio',
  'file',
  'hidden',
  'submit',
  'reset',
  'button',
  'image',
]);

/** Fields typed into or chosen in before hydration, with what they held as it started. */
let earlyInput: {
  field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
  value: string;
}[] = [];

/** Boxes ticked or unticked and radio buttons chosen before hydration, with what they showed. */
let earlyTicks: { box: HTMLInputElement; checked: boolean }[] = [];

/**
 * Notes what was typed or chosen in the server's markup before hydration (called as hydration
 * starts, with takeEarlyTaps): each field whose text differs from the markup's (its
 * defaultValue), each select whose choice differs from the markup's (its defaultSelected option),
 * each box or radio button whose tick differs from the markup's (its defaultChecked). Noted now,
 * because the first renders after hydration may already have put the rendered value back on
 * screen.
 */
export function takeEarlyInput(root: ParentNode = document): void {
  earlyInput = [];
  earlyTicks = [];
  for (const box of root.querySelectorAll<HTMLInputElement>(
    'input[type="checkbox"], input[type="radio"]',
  )) {
    // A radio button unchosen by choosing another of its group is that one's to tell.
    if (box.disabled || box.checked === box.defaultChecked) continue;
    if (box.type === 'checkbox' || box.checked) earlyTicks.push({ box, checked: box.checked });
  }
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input, textarea',
  )) {
    if ((field instanceof HTMLInputElement && NOT_TYPED.has(field.type)) || field.disabled)
      continue;
    if (field.value !== field.defaultValue) earlyInput.push({ field, value: field.value });
  }
  for (const select of root.querySelectorAll('select')) {
    if (select.multiple || select.disabled) continue;
    const rendered = [...select.options].find((option) => option.defaultSelected);
    if (rendered && !rendered.selected) earlyInput.push({ field: select, value: select.value });
  }
}

/**
 * Hands the app what was typed or chosen before hydration (takeEarlyInput noted it). Hydration
 * keeps the text or the choice on screen but not in state (neither React 19 nor preact/compat
 * reads it or fires onChange), so a customer who typed 8 before the scripts arrived saw 8 and
 * ordered 0, and a language chosen then was shown and never applied. Each noted field still
 * showing what was noted, or put back to the rendered value, gets it again with the event the
 * app listens to; one the reader has changed since is the app's own and is left alone.
 */
export function replayEarlyInput(): void {
  // Ticks first: typing a quantity then reads the colour's row as the reader left it.
  const ticks = earlyTicks;
  earlyTicks = [];
  for (const { box, checked } of ticks) {
    if (!box.isConnected || box.disabled) continue;
    // Shown the other way, then clicked: the app hears the tick as the reader made it (a
    // click, its input and its change), whether a render has put the markup's back or not.
    box.checked = !checked;
    box.click();
  }
  const noted = earlyInput;
  earlyInput = [];
  for (const { field, value } of noted) {
    if (!field.isConnected) continue;
    if (field instanceof HTMLSelectElement) {
      const rendered = [...field.options].find((option) => option.defaultSelected);
      if (field.value !== value && field.value !== rendered?.value) continue;
      field.value = value;
      field.dispatchEvent(new Event('change', { bubbles: true }));
      continue;
    }
    if (field.value !== value && field.value !== field.defaultValue) continue;
    // Through the element's own setter React's value tracker learns another value; the
    // prototype's setter then puts the typed text without telling it, so the input event reads
    // as a change (preact has no tracker: both set the text).
    field.value = value === '' ? ' ' : '';
    const prototype = Object.getPrototypeOf(field) as HTMLInputElement | HTMLTextAreaElement;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * What the visitor did before hydration, handed to the hydrated page: first the typing, then,
 * once React has applied it (the next task), the taps, so a tapped Add to cart sees the typed
 * quantities.
 */
export function replayEarlyActions(): void {
  replayEarlyInput();
  window.setTimeout(replayEarlyTaps, 0);
}
