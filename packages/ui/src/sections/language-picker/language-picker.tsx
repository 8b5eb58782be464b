import { lazy, Suspense, useState, type KeyboardEvent } from 'react';
import { LanguagePickerTrigger } from './language-picker-trigger';

export interface LanguageOption {
  /** Language code shown in the trigger, such as `de`. */
  code: string;
  /** The language's own name, such as Deutsch. */
  label: string;
}

export interface LanguagePickerProps {
  /** Code of the page's language. */
  value: string;
  options: readonly LanguageOption[];
  /** Accessible name of the trigger, in the page's language, such as "Change language". */
  label: string;
  /** Called with the chosen code; the site stores it and rewrites the path. */
  onChange: (code: string) => void;
  className?: string;
}

const loadMenu = () => import('./language-menu');
const LanguageMenu = lazy(loadMenu);

/**
 * A dropdown of the site's languages, operable by pointer and keyboard. The page first shows a
 * plain button and fetches the dropdown code on hover, focus or touch; activating the button hands
 * over to the dropdown, already open, so the first-load bundle carries none of it.
 */
export function LanguagePicker({ value, options, label, onChange, className }: LanguagePickerProps) {
  const [activated, setActivated] = useState(false);
  const current = options.find((option) => option.code === value);
  // The visible code is part of the name (WCAG 2.5.3, label in name), so "click TR" works by voice.
  const triggerLabel = `${label}: ${current?.label ?? value} (${value})`;
  const preload = () => void loadMenu();

  const placeholder = (
    <LanguagePickerTrigger
      code={value}
      aria-label={triggerLabel}
      aria-expanded={false}
      data-state="closed"
      className={className}
      onPointerEnter={preload}
      onTouchStart={preload}
      onFocus={preload}
      onClick={() => setActivated(true)}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === 'ArrowDown') {
          event.preventDefault();
          setActivated(true);
        }
      }}
    />
  );

  if (!activated) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LanguageMenu
        value={value}
        options={options}
        onChange={onChange}
        triggerLabel={triggerLabel}
        className={className}
      />
    </Suspense>
  );
}
