import { lazy, Suspense, useId, useState, type KeyboardEvent } from 'react';
import { cn } from '../../lib/cn';
import { useHydrated, usePopoverOpen } from '../site-header/native-popover';
import { LanguageLinks } from './language-links';
import type { LanguageOption } from './language-option';
import { LanguagePickerTrigger } from './language-picker-trigger';

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
 * A dropdown of the site's languages, operable by pointer and keyboard. The served HTML's button
 * opens a native popover of links to the page in each language, so the choice works before and
 * without scripts. Once hydrated (and that popover is closed) it is a plain button that fetches the
 * dropdown code on hover, focus or touch; activating it hands over to the dropdown, already open,
 * so the first-load bundle carries none of it.
 */
export function LanguagePicker({ value, options, label, onChange, className }: LanguagePickerProps) {
  const [menuWanted, setMenuWanted] = useState(false);
  const linksId = useId();
  const hydrated = useHydrated();
  const linksOpen = usePopoverOpen(linksId);
  // Served (and hydrated) with the links; an open one stays until the visitor closes it.
  const stage = menuWanted ? 'menu' : !hydrated || linksOpen ? 'links' : 'button';
  const current = options.find((option) => option.code === value);
  // The visible code is part of the name (WCAG 2.5.3, label in name), so "click TR" works by voice.
  const triggerLabel = `${label}: ${current?.label ?? value}, ${value}`;
  const preload = () => void loadMenu();

  const placeholder = (
    <LanguagePickerTrigger
      code={value}
      aria-label={triggerLabel}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      className={className}
      onPointerEnter={preload}
      onTouchStart={preload}
      onFocus={preload}
      onClick={() => setMenuWanted(true)}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === 'ArrowDown') {
          event.preventDefault();
          setMenuWanted(true);
        }
      }}
    />
  );

  if (stage !== 'menu') {
    return (
      <>
        {stage === 'links' ? (
          <LanguagePickerTrigger
            code={value}
            aria-label={triggerLabel}
            popoverTarget={linksId}
            className={cn('[anchor-name:--language-picker]', className)}
          />
        ) : (
          placeholder
        )}
        {stage === 'links' ? <LanguageLinks id={linksId} value={value} options={options} label={label} /> : null}
      </>
    );
  }
  return (
    <Suspense fallback={placeholder}>
      <LanguageMenu value={value} options={options} onChange={onChange} triggerLabel={triggerLabel} className={className} />
    </Suspense>
  );
}
