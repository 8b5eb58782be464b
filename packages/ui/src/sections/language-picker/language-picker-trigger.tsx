import { ChevronDown, Globe } from 'lucide-react';
import type { ButtonHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export interface LanguagePickerTriggerProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Code shown on the button, such as `de`. */
  code: string;
}

/** The picker's button, shared by the served links, the static placeholder and the loaded menu, so nothing moves. */
export function LanguagePickerTrigger({ code, className, ...props }: LanguagePickerTriggerProps) {
  return (
    <button
      type="button"
      className={cn(
        'group inline-flex h-10 items-center gap-1.5 rounded-full border border-border px-3 text-sm font-medium text-muted transition-colors hover:border-border-strong hover:text-foreground data-[state=open]:border-border-strong data-[state=open]:text-foreground',
        className,
      )}
      {...props}
      data-slot="language-picker"
    >
      <Globe aria-hidden className="size-4" />
      <span className="uppercase">{code}</span>
      <ChevronDown aria-hidden className="size-3.5 transition-transform group-data-[state=open]:rotate-180" />
    </button>
  );
}
