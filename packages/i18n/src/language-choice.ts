import {
  browserLanguageTags,
  defaultLanguage,
  isLanguage,
  languageForBrowserTag,
  languages,
  preferredLanguageKey,
  type Language,
} from '@zk/data/languages';

/**
 * The language for a visitor arriving without a language prefix (SPEC section 2):
 * the stored preference if valid, else the browser language (`browserLanguageTags`: de, de-de,
 * de-at, de-ch give de; tr, tr-tr give tr; case-insensitive), else English.
 */
export function chooseLanguage(stored: string | null | undefined, browserLanguage: string | null | undefined): Language {
  return isLanguage(stored) ? stored : languageForBrowserTag(browserLanguage);
}

/** The list and the tag table as script literals, written into the inline scripts at build time. */
const languageList = JSON.stringify(languages);
const tagTable = JSON.stringify(
  Object.fromEntries(languages.flatMap((language) => browserLanguageTags[language].map((tag) => [tag, language]))),
);
const storedLanguage = `var s=null;try{s=localStorage.getItem('${preferredLanguageKey}')}catch(e){}var L=${languageList};`;

/**
 * The same rule as a tiny script inlined into prefix-less pages, so the redirect happens before any
 * framework code loads. It replaces the history entry and keeps the path, query and hash.
 */
export const languageRedirectScript =
  `(function(){${storedLanguage}` +
  `var T=${tagTable};var b=(navigator.language||'').toLowerCase();` +
  `var l=L.indexOf(s)>=0?s:Object.prototype.hasOwnProperty.call(T,b)?T[b]:'${defaultLanguage}';` +
  "var p=location.pathname==='/'?'':location.pathname;" +
  "location.replace('/'+l+p+location.search+location.hash)})()";

/** Inlined into the 404 page: go to the home of the stored preferred language (default en). */
export const notFoundRedirectScript = `(function(){${storedLanguage}location.replace('/'+(L.indexOf(s)>=0?s:'${defaultLanguage}'))})()`;
