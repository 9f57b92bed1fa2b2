import { useSyncExternalStore } from 'react';
import chimeUrl from '@/assets/new-order.wav';

/**
 * The short chime a console plays when a new order arrives (made by scripts/make-order-chime.mjs).
 * On unless turned off, a choice kept per browser. Browsers play sound only after the person has
 * used the page (clicked, typed): before that, and whenever the browser refuses, it stays silent
 * and nothing is thrown.
 */
const KEY = 'consoleOrderSound';
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readOrderSoundOn(): boolean {
  try {
    return storage()?.getItem(KEY) !== 'off';
  } catch {
    return true;
  }
}

export function setOrderSoundOn(on: boolean) {
  try {
    storage()?.setItem(KEY, on ? 'on' : 'off');
  } catch {
    // Not kept past this page; the switch still shows what was chosen until then.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener();
  };
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}

/** Whether the chime is on, re-rendering when this or another tab switches it. */
export function useOrderSoundOn(): boolean {
  return useSyncExternalStore(subscribe, readOrderSoundOn);
}

/** Whether the person has used the page yet (the browser's own record when it keeps one). */
function pageUsed(): boolean {
  const activation = (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } })
    .userActivation;
  return activation ? activation.hasBeenActive : usedHere;
}

// For browsers without `navigator.userActivation`: the first click or key on the page.
let usedHere = false;
if (typeof window !== 'undefined') {
  const used = () => {
    usedHere = true;
    window.removeEventListener('pointerdown', used, true);
    window.removeEventListener('keydown', used, true);
  };
  window.addEventListener('pointerdown', used, true);
  window.addEventListener('keydown', used, true);
}

/**
 * Plays the chime when it is on and the page has been used; answers whether it tried. A refusal
 * (autoplay blocked, no audio device, an unsupported file) is swallowed: a sound is a courtesy.
 */
export function playOrderChime(): boolean {
  if (!readOrderSoundOn() || !pageUsed()) return false;
  try {
    const audio = new Audio(chimeUrl);
    audio.volume = 0.6;
    void Promise.resolve(audio.play()).catch(() => undefined);
    return true;
  } catch {
    return false;
  }
}
