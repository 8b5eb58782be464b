import { defaultLanguage, type Language } from './languages';

/**
 * The language for a visitor arriving without a language prefix (SPEC section 2):
 * the stored preference if valid, else the browser language (de, de-de, de-at, de-ch give de;
 * tr, tr-tr give tr; case-insensitive), else English.
 */
export function chooseLanguage(stored: string | null | undefined, browserLanguage: string | null | undefined): Language {
  if (stored === 'en' || stored === 'de' || stored === 'tr') return stored;
  // A language tag is ASCII, not text in the page's language: lower-case it without Turkish rules.
  const browser = (browserLanguage ?? '').toLocaleLowerCase('en-US');
  if (['de', 'de-de', 'de-at', 'de-ch'].includes(browser)) return 'de';
  if (['tr', 'tr-tr'].includes(browser)) return 'tr';
  return defaultLanguage;
}

/**
 * The same rule as a tiny script inlined into prefix-less pages, so the redirect happens before any
 * framework code loads. It replaces the history entry and keeps the path, query and hash.
 */
export const languageRedirectScript =
  "(function(){var s=null;try{s=localStorage.getItem('preferredLanguage')}catch(e){}" +
  "var b=(navigator.language||'').toLowerCase();" +
  "var l=s==='en'||s==='de'||s==='tr'?s:['de','de-de','de-at','de-ch'].indexOf(b)>=0?'de':['tr','tr-tr'].indexOf(b)>=0?'tr':'en';" +
  "var p=location.pathname==='/'?'':location.pathname;" +
  "location.replace('/'+l+p+location.search+location.hash)})()";

/** Inlined into the 404 page: go to the home of the stored preferred language (default en). */
export const notFoundRedirectScript =
  "(function(){var s=null;try{s=localStorage.getItem('preferredLanguage')}catch(e){}" +
  "location.replace('/'+(s==='de'||s==='tr'?s:'en'))})()";
