import type { TFunction } from 'i18next';
import { createContext, createElement, type ReactNode } from 'react';
import { LANGUAGE_INFO, isLanguage } from '@chapkhana/shared/languages';

/**
 * Both apps' translator: the texts of each language and namespace, the reading language, and
 * `t`. It does what the shop asked of i18next, which it replaced (49.7 KB minified, 15.5 KB gzip
 * of every page's scripts; docs/performance.md, "2026-12-06, fourth"): nested files, `{{value}}`
 * put in, counted texts (`pages_one`, `pages_other`), namespaces loaded apart and looked up after
 * the app's own, files loaded over HTTP and tried again, the language detected and kept. Its
 * methods keep i18next's names and behaviour (translator.test.ts checks every text of the three
 * languages against i18next's), so what reads a text reads it as before.
 */

/** A translation file (or a namespace of one): texts by key, nested by the keys' dots. */
export type Texts = Record<string, unknown>;

/** Reads a language's file of a namespace: `callback(error, retry)` or `callback(null, texts)`. */
export interface TranslationBackend {
  read(
    language: string,
    namespace: string,
    callback: (error: Error | null, data?: Texts | boolean) => void,
  ): void;
}

/** Where the reading language comes from, and where a language picked is kept. */
export interface LanguageDetector {
  /** The languages named, in order of preference; the first one supported is read. */
  detect(): string[];
  cacheUserLanguage?(language: string): void;
}

export interface TranslatorOptions {
  /** The language to read in (the server's drawing, tests); otherwise the detector's. */
  lng?: string;
  /** The languages it may read in (any when not given). */
  supportedLngs?: readonly string[];
  /** A language looked in after the reading one (tests); none by default. */
  fallbackLng?: string | false;
  /** Texts at hand, by language and namespace: not asked of the backend. */
  resources?: Record<string, Record<string, Texts>>;
  /** The namespaces loaded with each language (`translation` by default). */
  ns?: string[];
  /** Namespaces looked in after the one asked for (their files loaded apart). */
  fallbackNS?: string[] | false;
  backend?: TranslationBackend;
  detector?: LanguageDetector;
  /** Further tries of a file that could not come and is worth another (a 5xx, no answer). */
  maxRetries?: number;
}

type Listener = (...args: never[]) => void;
type Options = Record<string, unknown> & { lng?: string; ns?: string | string[]; count?: unknown };

const DEFAULT_NAMESPACE = 'translation';
/** The first wait before a file is asked for again, doubled at each try (i18next's). */
const FIRST_RETRY_WAIT_MS = 350;
const VALUE = /\{\{(.+?)\}\}/g;

const made: { last?: Translator } = {};

/** The translator started last (i18next's `getI18n`): what a component reads without a provider. */
export function getTranslator(): Translator | undefined {
  return made.last;
}

/**
 * The plural rules a language's counted texts are written to: each of the shop's languages by
 * its `<html lang>` code (Sorani's are `ckb`'s). `kr` itself is Kanuri's code, which has no
 * rules: a runtime then used its own language's, and a Kurdish page on a phone set to Arabic
 * asked for forms Sorani has not (showing the text's key).
 */
const pluralRules = new Map<string, Intl.PluralRules>();
function pluralRulesOf(language: string): Intl.PluralRules {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(
      isLanguage(language) ? LANGUAGE_INFO[language].htmlLang : language,
    );
    pluralRules.set(language, rules);
  }
  return rules;
}

/**
 * The value at `key` in nested texts: its dots walk the nesting, and where that finds nothing, a
 * key may itself hold dots (`actions` → `order.cancel`), as i18next reads them: at each level the
 * shortest run of the key's parts that names something, going on past a text only at the end.
 */
function textAt(texts: unknown, key: string): unknown {
  const parts = key.split('.');
  let at = texts;
  for (const part of parts) {
    if (at === null || typeof at !== 'object') {
      at = undefined;
      break;
    }
    at = (at as Texts)[part];
  }
  return at || typeof texts !== 'object' || texts === null
    ? at
    : keyWithDots(texts as Texts, parts);
}

function keyWithDots(texts: Texts, parts: string[]): unknown {
  const whole = parts.join('.');
  if (texts[whole])
    return Object.prototype.hasOwnProperty.call(texts, whole) ? texts[whole] : undefined;
  let at: unknown = texts;
  for (let from = 0; from < parts.length;) {
    if (at === null || typeof at !== 'object') return undefined;
    let next: unknown;
    let name = '';
    for (let to = from; to < parts.length; to++) {
      name = to === from ? (parts[to] ?? '') : `${name}.${parts[to]}`;
      next = (at as Texts)[name];
      if (next === undefined) continue;
      // A text (not a section) found before the key's end: a longer name may still match.
      if (typeof next !== 'object' && to < parts.length - 1) continue;
      from = to + 1;
      break;
    }
    if (next === undefined) return undefined;
    at = next;
  }
  return at;
}

function deepMerge(into: Texts, from: Texts, overwrite: boolean): void {
  for (const [key, value] of Object.entries(from)) {
    const there = into[key];
    if (
      there !== null &&
      typeof there === 'object' &&
      !Array.isArray(there) &&
      value !== null &&
      typeof value === 'object' &&
      !Array.isArray(value)
    ) {
      deepMerge(there as Texts, value as Texts, overwrite);
    } else if (overwrite || !(key in into)) {
      into[key] = value;
    }
  }
}

/**
 * `{{name}}` replaced by the value given for it: `{{name}}` stays as written when no such value
 * was given, and is written as nothing for `undefined` or `null`. A value put in is not read for
 * `{{` again. (i18next also read `{{a.b}}` into an object given as `a`; no text of the shop's
 * does that.)
 */
function putValues(text: string, values: Options): string {
  if (!text.includes('{{')) return text;
  return text.replace(VALUE, (whole, name: string) => {
    const given = name.trim();
    if (!Object.prototype.hasOwnProperty.call(values, given)) return whole;
    const value = values[given];
    return value === undefined || value === null ? '' : String(value as string);
  });
}

type LoadState = 'loading' | 'loaded' | 'failed';

export class Translator {
  /** The reading language ('' until it has started). */
  language = '';
  /** The language texts are read from: the reading one once it has texts, else the fallback. */
  resolvedLanguage: string | undefined;
  /** The language a switch is on its way to (`changeLanguage`, until its files are in). */
  isLanguageChangingTo: string | undefined;
  isInitialized = false;
  readonly options: { ns: string[] };
  /** The reading language's `t`; `t(key, { lng })` reads another. */
  readonly t: TFunction;

  private readonly data: Record<string, Record<string, Texts>> = {};
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly states = new Map<string, LoadState>();
  private readonly loading = new Map<string, Promise<void>>();
  private settings: TranslatorOptions = {};

  constructor(settings: TranslatorOptions = {}) {
    this.options = { ns: [DEFAULT_NAMESPACE] };
    this.t = ((key: unknown, options?: Options) =>
      this.translate(key, options ?? {})) as unknown as TFunction;
    this.configure(settings);
  }

  /**
   * Takes `settings` (and their texts, kept as they are: the page's own, a server's file); the
   * translator is then the one read without a provider (`getTranslator`). Its language given and
   * its texts at hand (the server, tests), it is ready at once.
   */
  private configure(settings: TranslatorOptions): void {
    this.settings = settings;
    // A namespace a screen asked for before the start stays one to load.
    this.options.ns = [...new Set([...(settings.ns ?? [DEFAULT_NAMESPACE]), ...this.options.ns])];
    for (const [language, namespaces] of Object.entries(settings.resources ?? {}))
      this.data[language] = { ...this.data[language], ...namespaces };
    made.last = this;
    if (settings.lng !== undefined && !settings.backend) {
      this.setLanguage(settings.lng);
      this.isInitialized = true;
    }
  }

  /**
   * Starts with `settings` (a translator made bare, as the apps' shared one is): picks the
   * language (given or detected), loads its files, and says so (`languageChanged`, then
   * `initialized`).
   */
  async init(settings?: TranslatorOptions): Promise<void> {
    if (settings) this.configure(settings);
    if (this.isInitialized) return;
    const named =
      this.settings.lng !== undefined
        ? [this.settings.lng]
        : (this.settings.detector?.detect() ?? []);
    await this.changeLanguage(
      named.find((code) => this.supports(code)),
      true,
    );
    this.isInitialized = true;
    this.emit('initialized');
  }

  private supports(code: string | undefined): code is string {
    const supported = this.settings.supportedLngs;
    return code !== undefined && code !== '' && (!supported || supported.includes(code));
  }

  /** Reads in `language`; its texts are read from it, or else from the fallback language. */
  private setLanguage(language: string): void {
    this.language = language;
    const fallback = this.settings.fallbackLng;
    this.resolvedLanguage = [language, ...(fallback ? [fallback] : [])].find((code) =>
      this.hasSomeTexts(code),
    );
  }

  private hasSomeTexts(language: string): boolean {
    const namespaces = this.data[language];
    return !!namespaces && Object.values(namespaces).some((texts) => Object.keys(texts).length > 0);
  }

  /**
   * Reads in `language` once its files are in (each namespace the app loads: those that could
   * not come are left out, and their texts read as their keys), keeps it (the detector's
   * cookie) and says so (`languageChanged`). A language not supported changes nothing. At the
   * start the language is set at once, before its files come.
   */
  async changeLanguage(language?: string, starting = false): Promise<TFunction> {
    this.isLanguageChangingTo = language;
    if (!this.supports(language)) return this.t;
    if (starting || !this.language) this.setLanguage(language);
    this.settings.detector?.cacheUserLanguage?.(language);
    await this.load([language], this.options.ns, false);
    if (language === this.isLanguageChangingTo) {
      this.setLanguage(language);
      this.isLanguageChangingTo = undefined;
      this.emit('languageChanged', language);
    }
    return this.t;
  }

  /** A translator of the texts in `language` (the reading one's when not given). */
  getFixedT(language?: string): TFunction {
    return ((key: unknown, options?: Options) =>
      this.translate(key, { ...options, lng: options?.lng || language })) as unknown as TFunction;
  }

  exists(key: string, options: Options = {}): boolean {
    return this.lookUp(key, options) !== undefined;
  }

  on(event: string, listener: (...args: never[]) => void): void {
    let set = this.listeners.get(event);
    if (!set) {
      set = new Set();
      this.listeners.set(event, set);
    }
    set.add(listener);
  }

  off(event: string, listener: (...args: never[]) => void): void {
    this.listeners.get(event)?.delete(listener);
  }

  private emit(event: string, ...args: unknown[]): void {
    // A copy: a listener may take itself off (or add another) as it is called.
    for (const listener of [...(this.listeners.get(event) ?? [])])
      (listener as (...values: unknown[]) => void)(...args);
  }

  getResource(language: string, namespace: string, key?: string): unknown {
    const texts = this.data[language]?.[namespace];
    return key === undefined ? texts : textAt(texts, key);
  }

  hasResourceBundle(language: string, namespace: string): boolean {
    return this.data[language]?.[namespace] !== undefined;
  }

  /**
   * Adds texts to a language's namespace (`deep`: into what is there, `overwrite`: over it); the
   * namespace is then one loaded with every language, as in i18next.
   */
  addResourceBundle(
    language: string,
    namespace: string,
    texts: Texts,
    deep = false,
    overwrite = false,
  ): void {
    this.putTexts(language, namespace, structuredClone(texts), deep, overwrite);
  }

  /** `texts` (the caller's no more) into the language's namespace. */
  private putTexts(
    language: string,
    namespace: string,
    texts: Texts,
    deep: boolean,
    overwrite: boolean,
  ): void {
    const namespaces = (this.data[language] ??= {});
    const there = namespaces[namespace];
    if (!there) namespaces[namespace] = texts;
    else if (deep) deepMerge(there, texts, overwrite);
    else namespaces[namespace] = { ...there, ...texts };
    if (!this.options.ns.includes(namespace)) this.options.ns.push(namespace);
    if (language === this.language) this.resolvedLanguage = language;
    this.emit('added', language, namespace);
  }

  removeResourceBundle(language: string, namespace: string): void {
    // Still one loaded with each language: a switch to `language` asks for its file again.
    delete this.data[language]?.[namespace];
  }

  /**
   * Whether the reading language's `namespace` is in, or will not come: its file failed (the
   * texts then read as their keys rather than wait for ever), or nothing loads files.
   */
  hasLoadedNamespace(namespace: string): boolean {
    if (!this.isInitialized) return false;
    const language = this.resolvedLanguage ?? this.language;
    if (!language) return false;
    if (this.hasResourceBundle(language, namespace) || !this.settings.backend) return true;
    return this.states.get(`${language}|${namespace}`) === 'failed';
  }

  /** Loads `namespaces` (and, from now on, with every language) in the reading language. */
  async loadNamespaces(namespaces: string | string[]): Promise<void> {
    for (const namespace of [namespaces].flat())
      if (!this.options.ns.includes(namespace)) this.options.ns.push(namespace);
    if (this.language) await this.load([this.language], this.options.ns, false);
  }

  /** Asks again for the files of `languages` and `namespaces` (those that failed too). */
  async reloadResources(
    languages: string[] = this.language ? [this.language] : [],
    namespaces: string[] = this.options.ns,
  ): Promise<void> {
    await this.load(languages, namespaces, true);
  }

  private async load(languages: string[], namespaces: string[], again: boolean): Promise<void> {
    const backend = this.settings.backend;
    if (!backend) return;
    const languagesToRead = [...languages];
    const fallback = this.settings.fallbackLng;
    if (fallback && !languagesToRead.includes(fallback)) languagesToRead.push(fallback);
    await Promise.all(
      languagesToRead.flatMap((language) =>
        namespaces.map((namespace) => this.loadFile(backend, language, namespace, again)),
      ),
    );
  }

  private loadFile(
    backend: TranslationBackend,
    language: string,
    namespace: string,
    again: boolean,
  ): Promise<void> {
    const name = `${language}|${namespace}`;
    const under = this.loading.get(name);
    if (under) return under;
    if (
      !again &&
      (this.hasResourceBundle(language, namespace) || this.states.get(name) === 'failed')
    )
      return Promise.resolve();
    this.states.set(name, 'loading');
    const retries = this.settings.maxRetries ?? 5;
    const read = new Promise<void>((settle) => {
      const attempt = (tried: number, wait: number) => {
        backend.read(language, namespace, (error, data) => {
          if (error && data === true && tried < retries) {
            setTimeout(() => attempt(tried + 1, wait * 2), wait);
            return;
          }
          this.loading.delete(name);
          if (!error && data && typeof data === 'object') {
            this.putTexts(language, namespace, data, true, true);
            this.states.set(name, 'loaded');
          } else {
            this.states.set(name, 'failed');
          }
          settle();
          this.emit('loaded', { [language]: [namespace] });
        });
      };
      attempt(0, FIRST_RETRY_WAIT_MS);
    });
    this.loading.set(name, read);
    return read;
  }

  /** The text at `key` as written (a counted text's form for `count`), or undefined. */
  private lookUp(key: string, options: Options): unknown {
    const language = options.lng || this.language;
    if (!language) return undefined;
    const asked = options.ns === undefined ? [DEFAULT_NAMESPACE] : [options.ns].flat();
    const fallbackNamespaces = this.settings.fallbackNS || [];
    const namespaces = [...asked, ...fallbackNamespaces];
    const languages = [language];
    const fallback = this.settings.fallbackLng;
    if (fallback && fallback !== language) languages.push(fallback);
    const count = options.count;
    const counted = count !== undefined && typeof count !== 'string';
    for (const namespace of namespaces) {
      for (const code of languages) {
        const keys = [key];
        if (counted) {
          keys.push(`${key}_${pluralRulesOf(code).select(Number(count))}`);
          if (count === 0) keys.push(`${key}_zero`);
        }
        for (let at = keys.length - 1; at >= 0; at--) {
          const found = this.getResource(code, namespace, keys[at]);
          if (found !== undefined && found !== null) return found;
        }
      }
    }
    return undefined;
  }

  private translate(key: unknown, options: Options): string {
    if (typeof key !== 'string') return String(key);
    const found = this.lookUp(key, options);
    if (found === undefined) return key;
    if (typeof found !== 'string') {
      return typeof found === 'object'
        ? `key '${key} (${options.lng || this.language})' returned an object instead of string.`
        : String(found as string);
    }
    return putValues(found, options);
  }
}

/** Makes a translator (both apps' browsers start it: `init`; the server's is ready at once). */
export function createTranslator(options: TranslatorOptions = {}): Translator {
  return new Translator(options);
}

/** The translator the components below read (react-i18next's `I18nContext`). */
export const TranslatorContext = createContext<{ i18n: Translator } | undefined>(undefined);

/** Gives the components below `i18n` (react-i18next's `I18nextProvider`). */
export function TranslatorProvider({ i18n, children }: { i18n: Translator; children?: ReactNode }) {
  return createElement(TranslatorContext.Provider, { value: { i18n } }, children);
}
