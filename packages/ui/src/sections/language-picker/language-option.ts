export interface LanguageOption {
  /** Language code shown in the trigger, such as `de`. */
  code: string;
  /** The language's own name, such as Deutsch. */
  label: string;
  /** The current page in this language, such as `/de/faq`: the picker's link before hydration. */
  href: string;
}
