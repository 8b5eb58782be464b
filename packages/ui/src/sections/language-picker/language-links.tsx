import { Check } from 'lucide-react';
import type { LanguageOption } from './language-option';

interface LanguageLinksProps {
  id: string;
  value: string;
  options: readonly LanguageOption[];
  label: string;
}

/**
 * The languages as plain links to the same page in each language, in a native popover opened by
 * the picker's button: the served HTML's picker, which works before and without scripts. It looks
 * like the dropdown that replaces it after hydration.
 */
export function LanguageLinks({ id, value, options, label }: LanguageLinksProps) {
  return (
    <div
      data-slot="language-links"
      id={id}
      popover="auto"
      className="fixed top-[4.5rem] right-4 bottom-auto left-auto z-50 min-w-44 rounded-control border border-border-strong bg-surface-raised p-1.5 text-foreground shadow-card supports-[position-area:bottom]:inset-auto supports-[position-area:bottom]:mt-2 supports-[position-area:bottom]:[position-anchor:--language-picker] supports-[position-area:bottom]:[position-area:bottom_span-left]"
    >
      <ul aria-label={label}>
        {options.map((option) => (
          <li key={option.code}>
            <a
              href={option.href}
              hrefLang={option.code}
              lang={option.code}
              aria-current={option.code === value ? 'true' : undefined}
              className="flex items-center gap-3 rounded-lg px-3 py-2 text-sm text-foreground outline-offset-0 hover:bg-background/70"
            >
              <span className="w-6 text-xs font-semibold text-subtle uppercase">{option.code}</span>
              <span className="flex-1">{option.label}</span>
              {option.code === value ? <Check aria-hidden className="size-4 text-accent-strong" /> : null}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
