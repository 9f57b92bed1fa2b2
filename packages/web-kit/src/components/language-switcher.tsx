import { Languages, X } from 'lucide-react';
import type { Translator as I18n } from '../translator';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { LANGUAGE_INFO, isLanguage, type Language } from '@chapkhana/shared/languages';
import { loadLanguage } from '../i18n';
import { useLanguage } from '../use-language';

/** One switcher (its own, not its DOM id: a test's new root restarts Preact's ids). */
type Switcher = object;

/** Where a switch of language stands: the language asked for and not yet in, or the one that failed. */
type Switch = {
  readonly asked?: Language;
  readonly failed?: Language;
  /** The switcher it was picked in. */
  readonly picker?: Switcher;
  /** The switchers the reader can see now (drawn and shown), in the order they came. */
  readonly visible: readonly Switcher[];
};

type SwitchStore = {
  state: Switch;
  readonly listeners: Set<() => void>;
  /** For useSyncExternalStore: one function per store, so a render does not subscribe anew. */
  readonly subscribe: (listener: () => void) => () => void;
};

/**
 * One switch per translator, whichever switcher it was picked in (a phone has the header's and the
 * menu's): each shows the language asked for, a slower load picked earlier never switches after
 * a later pick, and a switcher closed while it loads (the phone's menu) leaves its message to
 * another rather than losing it.
 */
const switches = new WeakMap<I18n, SwitchStore>();

function switchOf(i18n: I18n): SwitchStore {
  let store = switches.get(i18n);
  if (!store) {
    const listeners = new Set<() => void>();
    store = {
      state: { visible: [] },
      listeners,
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    switches.set(i18n, store);
  }
  return store;
}

function update(store: SwitchStore, change: (state: Switch) => Switch) {
  store.state = change(store.state);
  for (const listener of store.listeners) listener();
}

/**
 * The switcher that speaks for the switch: the one it was picked in while that is shown, else the
 * first shown. The message follows what the reader sees: picked in the phone's menu, it goes to
 * the header's switcher when the menu closes, and back into the menu when it opens again (the
 * header's, under the menu, is hidden then).
 */
function speaker(state: Switch): Switcher | undefined {
  return state.picker && state.visible.includes(state.picker) ? state.picker : state.visible[0];
}

const MESSAGE_AT = {
  bar: 'fixed inset-x-4 top-12 z-50 shadow-md sm:absolute sm:inset-x-auto sm:end-0 sm:top-full sm:mt-1 sm:w-72',
  panel: 'absolute start-0 top-full z-50 mt-1 w-64 shadow-md',
  flow: 'mt-1 basis-full',
} as const;

/**
 * A native select of the three languages; changing it stores the cookie and flips direction.
 * The page switches once the language's texts are in (on a slow line, seconds later: the select
 * shows the language asked for meanwhile, and says so to a screen reader); when they cannot come,
 * it stays in the language it was in and says so, rather than showing every text as its key.
 */
export function LanguageSwitcher({
  id,
  testId,
  order = ['kr', 'ar', 'en'],
  tone = 'light',
  messageAt = 'bar',
  shown = true,
}: {
  /**
   * The select's id, one per page: given, not made with `useId`, so a page the server draws with
   * the header's switcher put in as drawn before (`DrawnOnce`) numbers its other ids as the
   * browser does.
   */
  id: string;
  testId: string;
  /** The order the languages are listed in: the shop's default first unless told otherwise. */
  order?: readonly Language[];
  tone?: 'light' | 'dark';
  /**
   * Where a failure shows, as the place the switcher is drawn in allows:
   * - `bar` (a page's top bar, where it may sit anywhere): under it from a tablet up, across the
   *   top of the screen on a phone, over what is there;
   * - `panel` (a side panel, the storefront's phone menu): under it, from its start, over what is
   *   there;
   * - `flow` (a card, where nothing may be covered): the switcher takes a row of its own, at its
   *   end, and a failure shows under it across the row, pushing what follows down.
   */
  messageAt?: 'bar' | 'panel' | 'flow';
  /**
   * Whether the reader can see it now: a panel that stays drawn while closed (the phone's menu)
   * says false, and the switch's messages go to a switcher that is shown.
   */
  shown?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const [me] = useState<Switcher>(() => ({}));
  const store = switchOf(i18n);
  const now = useSyncExternalStore(
    store.subscribe,
    () => store.state,
    () => store.state,
  );
  useEffect(() => {
    if (!shown) return;
    update(store, (state) => ({ ...state, visible: [...state.visible, me] }));
    return () =>
      update(store, (state) => ({
        ...state,
        visible: state.visible.filter((one) => one !== me),
        picker: state.picker === me ? undefined : state.picker,
      }));
  }, [store, me, shown]);
  const { asked, failed } = now;
  const speaks = speaker(now) === me;

  const switchTo = async (target: Language) => {
    update(store, (state) => ({ visible: state.visible, asked: target, picker: me }));
    const ready = target === language || (await loadLanguage(i18n, target));
    // A later pick, in this switcher or another, has the last word.
    if (store.state.asked !== target) return;
    if (ready) await i18n.changeLanguage(target);
    if (store.state.asked !== target) return;
    update(store, (state) => ({
      visible: state.visible,
      picker: state.picker,
      ...(ready ? {} : { failed: target }),
    }));
  };
  const dismiss = () => update(store, (state) => ({ ...state, failed: undefined }));
  const colours =
    tone === 'dark'
      ? 'border-slate-600 bg-slate-800 text-white'
      : 'border-slate-300 bg-white text-slate-900';
  return (
    <div
      className={`relative flex items-center gap-1.5 ${messageAt === 'flow' ? 'w-full flex-wrap justify-end' : ''}`}
    >
      <Languages aria-hidden="true" className="size-4 shrink-0" />
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <select
        id={id}
        data-testid={testId}
        value={asked ?? language}
        aria-busy={asked ? true : undefined}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void switchTo(event.target.value);
        }}
        className={`h-8.5 rounded-md border px-2 py-1 text-sm ${colours} ${asked ? 'cursor-progress opacity-70' : ''}`}
      >
        {order.map((code) => (
          <option key={code} value={code} lang={LANGUAGE_INFO[code].htmlLang}>
            {LANGUAGE_INFO[code].nativeName}
          </option>
        ))}
      </select>
      {/* Said, not shown (the faded select shows it; most readers ignore aria-busy), by one
          switcher only; each keeps its empty region so that what is put in it is read. A live
          region, not role=status: that role is the toasts' (a page would always hold one). */}
      <span aria-live="polite" className="sr-only" data-testid={`${testId}-loading`}>
        {speaks && asked
          ? t('language.loading', { language: LANGUAGE_INFO[asked].nativeName })
          : ''}
      </span>
      {speaks && failed && (
        <div
          role="alert"
          data-testid={`${testId}-failed`}
          className={`flex items-start gap-2 rounded-md border border-red-200 bg-red-50 py-2 ps-3 pe-1 text-start text-sm font-normal text-red-800 ${MESSAGE_AT[messageAt]}`}
        >
          <p className="min-w-0 flex-1">
            {t('language.failed', { language: LANGUAGE_INFO[failed].nativeName })}
          </p>
          <button
            type="button"
            data-testid={`${testId}-failed-close`}
            aria-label={t('language.dismiss')}
            onClick={dismiss}
            className="shrink-0 rounded p-1 hover:bg-red-100"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      )}
    </div>
  );
}
