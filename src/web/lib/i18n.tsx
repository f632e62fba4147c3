/**
 * The shopper's language in the browser. main.tsx loads the chosen language's storefront catalogue
 * before the first render (the server preloads it, so this costs no extra round trip); components
 * read words, money and dates through `useI18n()`. Switching loads the other catalogue, remembers the
 * choice in the `lang` cookie (the server sends later pages in it) and re-renders in place.
 */
import {
  type ComponentType,
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import {
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE,
  type Language,
  languageFromCookie,
} from '#shared/i18n/languages';
import { createTranslator, type Messages, type Translator } from '#shared/i18n/translator';
import { appData } from './app-data';

const SHOP_CATALOGUES: Record<Language, () => Promise<Messages>> = {
  en: () => import('#shared/i18n/en/shop').then((m) => m.shopMessages),
  bn: () => import('#shared/i18n/bn/shop').then((m) => m.shopMessages),
};

export function loadShopMessages(language: Language): Promise<Messages> {
  return SHOP_CATALOGUES[language]();
}

/** The server's choice (cookie, else Accept-Language); under the Vite dev server, the browser's. */
export function initialLanguage(): Language {
  const { language } = appData();
  if (language) return language;
  const fromCookie = languageFromCookie(document.cookie);
  if (fromCookie) return fromCookie;
  const preferred = navigator.languages.map((tag) => tag.toLowerCase().split('-')[0]);
  return preferred.find(isLanguage) ?? 'en';
}

export type I18n = Translator & {
  /** Loads the language's words, remembers the choice in this browser and re-renders. */
  setLanguage: (language: Language) => Promise<void>;
};

type I18nState = { language: Language; messages: Messages; setLanguage: I18n['setLanguage'] };
const I18nContext = createContext<I18nState | null>(null);
/** Words a lazy area (the admin panel) adds for its own pages, per language. */
const ExtraMessagesContext = createContext<Partial<Record<Language, Messages>>>({});

export function I18nProvider({
  language: initial,
  messages: initialMessages,
  children,
}: {
  language: Language;
  messages: Messages;
  children: ReactNode;
}) {
  const [state, setState] = useState({ language: initial, messages: initialMessages });

  const value = useMemo<I18nState>(() => {
    async function setLanguage(language: Language) {
      const messages = await loadShopMessages(language);
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and Firefox
      document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax`;
      document.documentElement.lang = language;
      setState({ language, messages });
    }
    return { ...state, setLanguage };
  }, [state]);

  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** Adds a lazy area's own catalogues (both languages) for the components inside it. */
export function ExtraMessages({
  messages,
  children,
}: {
  messages: Record<Language, Messages>;
  children: ReactNode;
}) {
  return <ExtraMessagesContext.Provider value={messages}>{children}</ExtraMessagesContext.Provider>;
}

export type MessageLoaders = Record<Language, () => Promise<Messages>>;
const loadedAreas = new Map<() => Promise<Messages>, Messages>();

/**
 * The words of a lazy area (the long-text pages) in the current language, fetched when its pages
 * first render and again after a language switch; nothing shows until they are there.
 */
export function AreaMessages({ load, children }: { load: MessageLoaders; children: ReactNode }) {
  const state = useContext(I18nContext);
  const outer = useContext(ExtraMessagesContext);
  const language = state?.language ?? 'en';
  const loader = load[language];
  const [, setLoaded] = useState(0);
  const messages = loadedAreas.get(loader);
  const renderedEmpty = !messages;
  useEffect(() => {
    // Another copy of this area may have finished loading between this render and this effect:
    // render again, or this one would stay empty.
    if (loadedAreas.has(loader)) {
      if (renderedEmpty) setLoaded((count) => count + 1);
      return;
    }
    let live = true;
    void loader().then((messages) => {
      loadedAreas.set(loader, messages);
      if (live) setLoaded((count) => count + 1);
    });
    return () => {
      live = false;
    };
  }, [loader, renderedEmpty]);
  const value = useMemo(
    () => ({ ...outer, [language]: { ...outer[language], ...messages } }),
    [outer, language, messages],
  );
  if (!messages) return null;
  return <ExtraMessagesContext.Provider value={value}>{children}</ExtraMessagesContext.Provider>;
}

/** A page of a lazy area, rendered once the area's words are loaded (see AreaMessages). */
export function withAreaMessages(load: MessageLoaders, Page: ComponentType): ComponentType {
  return function PageWithWords() {
    return (
      <AreaMessages load={load}>
        <Page />
      </AreaMessages>
    );
  };
}

export function useI18n(): I18n {
  const state = useContext(I18nContext);
  const extra = useContext(ExtraMessagesContext);
  if (!state) throw new Error('useI18n() needs an <I18nProvider> above it');
  const { language, messages, setLanguage } = state;
  const extraForLanguage = extra[language];
  return useMemo(() => {
    // A lazy area's words sit on top of the storefront's.
    const all = extraForLanguage ? { ...messages, ...extraForLanguage } : messages;
    return { ...createTranslator(language, all), setLanguage };
  }, [language, messages, extraForLanguage, setLanguage]);
}
