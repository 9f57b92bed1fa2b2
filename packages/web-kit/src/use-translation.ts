import type { TFunction } from 'i18next';
import { useContext, useSyncExternalStore } from 'react';
import { getTranslator, TranslatorContext, type Translator as I18n } from './translator';

/**
 * The `t` of each translator and language, shared by every component (the server draws each
 * page's components anew): a component reads the translator from `TranslatorProvider` (or the
 * one made last) and gets the language's one `t`, which remembers the texts it has read.
 */
const translators = new WeakMap<I18n, Map<string, TFunction>>();

/**
 * How many times each instance's texts have changed: a `t` kept from before (a handler made
 * before the error texts came, called after) forgets what it remembered, as a new one would.
 */
const textChanges = new WeakMap<I18n, { count: number }>();

function changesOf(i18n: I18n): { count: number } {
  let changes = textChanges.get(i18n);
  if (!changes) {
    changes = { count: 0 };
    textChanges.set(i18n, changes);
  }
  return changes;
}

/** What changes the text on screen: the language, or translations arriving (a language loaded). */
const subscriptions = new WeakMap<I18n, (onChange: () => void) => () => void>();

function subscribeTo(i18n: I18n): (onChange: () => void) => () => void {
  let subscribe = subscriptions.get(i18n);
  if (!subscribe) {
    subscribe = (onChange) => {
      i18n.on('languageChanged', onChange);
      i18n.on('loaded', onChange);
      return () => {
        i18n.off('languageChanged', onChange);
        i18n.off('loaded', onChange);
      };
    };
    subscriptions.set(i18n, subscribe);
    // A translation file (re)loaded, or texts added to one (the storefront's error texts, which
    // come apart): the texts remembered from it may have changed.
    const forget = () => {
      translators.delete(i18n);
      changesOf(i18n).count += 1;
    };
    i18n.on('loaded', forget);
    i18n.on('added', forget);
  }
  return subscribe;
}

type Options = Record<string, unknown> & { lng?: string };

const isOptions = (value: unknown): value is Options =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Texts remembered per language's `t`, past which it starts again. */
const MOST_REMEMBERED = 2000;
/**
 * The longest name a text is remembered by (a reader's long text given as a value is not kept):
 * with the text, at most ~2 MB a language.
 */
const LONGEST_NAME = 400;

/**
 * A text with values' name among those remembered: its key and each value with its type (a
 * count of 5 is a plural, "5" is not); undefined when a value is not a string, number or
 * boolean, the text is asked for as an object, or the name is longer than `LONGEST_NAME`, which
 * are translated each time.
 */
function nameWithValues(key: string, options: Options): string | undefined {
  if (options.returnObjects) return undefined;
  let name = key;
  for (const option in options) {
    const value = options[option];
    const type = typeof value;
    if (type !== 'string' && type !== 'number' && type !== 'boolean' && type !== 'undefined')
      return undefined;
    // The value's length first: no text in a value can pass for another option.
    const text = String(value);
    name += `\u0000${option}\u0001${type[0]}${text.length}:${text}`;
  }
  return name.length > LONGEST_NAME ? undefined : name;
}

/**
 * The language's `t`. A text is looked up once per language and remembered: a plain key (most
 * of the shop's texts), and one with values (interpolation, plurals) for the same values (the
 * header's counts and the filters' labels on every page the server draws). Other options are
 * translated each time. Forgotten with the language's texts (`subscribeTo`), by this `t` too.
 */
function translatorFor(i18n: I18n, language: string): TFunction {
  let byLanguage = translators.get(i18n);
  if (!byLanguage) {
    byLanguage = new Map();
    translators.set(i18n, byLanguage);
  }
  let t = byLanguage.get(language);
  if (!t) {
    // i18next's TFunction is typed by key (types/i18next.d.ts); underneath it takes any arguments.
    const fixed = i18n.getFixedT(language) as unknown as (...args: unknown[]) => string;
    // Plain keys by themselves, texts with values by `nameWithValues` (which holds a \u0000).
    const remembered = new Map<string, string>();
    const changes = changesOf(i18n);
    let rememberedAt = changes.count;
    const translate = (key: unknown, ...rest: unknown[]): string => {
      if (changes.count !== rememberedAt) {
        rememberedAt = changes.count;
        remembered.clear();
      }
      if (typeof key !== 'string' || rest.length > 1) return fixed(key, ...rest);
      let options: Options | undefined;
      let name: string | undefined = key;
      if (rest.length === 1) {
        if (!isOptions(rest[0])) return fixed(key, ...rest);
        options = rest[0];
        name = nameWithValues(key, options);
      }
      let text = name === undefined ? undefined : remembered.get(name);
      if (text === undefined) {
        text = fixed(key, options);
        if (name !== undefined) {
          if (remembered.size >= MOST_REMEMBERED) remembered.clear();
          remembered.set(name, text);
        }
      }
      return text;
    };
    t = translate as unknown as TFunction;
    byLanguage.set(language, t);
  }
  return t;
}

/** Whether the instance can translate in its language (its file has loaded, or failed to). */
function isReady(i18n: I18n): boolean {
  return i18n.isInitialized && i18n.hasLoadedNamespace('translation');
}

/** Settles once the instance can translate (its language's file has loaded). */
function whenReady(i18n: I18n): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!isReady(i18n)) return;
      i18n.off('initialized', check);
      i18n.off('loaded', check);
      resolve();
    };
    i18n.on('initialized', check);
    i18n.on('loaded', check);
    check();
  });
}

const pending = new WeakMap<I18n, Promise<void>>();

/**
 * The reading language's `t` and the translator, as react-i18next's hook gave them,
 * without copying the instance per component. Until the language's translations have loaded
 * it suspends (the app's Suspense boundary shows its spinner, so raw keys never flash); it
 * renders again when the language changes.
 */
export function useTranslation(): { t: TFunction; i18n: I18n } {
  const i18n = useContext(TranslatorContext)?.i18n ?? getTranslator();
  if (!i18n) throw new Error('No translator: render under TranslatorProvider, or start one.');
  const language = useSyncExternalStore(
    subscribeTo(i18n),
    () => i18n.language,
    () => i18n.language,
  );
  if (!isReady(i18n)) {
    let ready = pending.get(i18n);
    if (!ready) {
      ready = whenReady(i18n).finally(() => pending.delete(i18n));
      pending.set(i18n, ready);
    }
    throw ready;
  }
  return { t: translatorFor(i18n, language), i18n };
}
