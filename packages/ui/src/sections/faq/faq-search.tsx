import { Search, X } from 'lucide-react';
import { useId, type Ref } from 'react';
import { cn } from '../../lib/cn';
import { controlVariants } from '../../primitives/field';
import type { FaqLabels } from './faq-types';

export interface FaqSearchProps {
  labels: Pick<FaqLabels, 'search' | 'searchPlaceholder' | 'clear'>;
  /** The input, uncontrolled: what was typed before hydration stays, and is read from it. */
  inputRef: Ref<HTMLInputElement>;
  /** Whether there is a query, which shows the clear button. */
  searching: boolean;
  onQueryChange: (query: string) => void;
  onClear: () => void;
}

/**
 * The FAQ's search box. It needs scripts, so without them it is not shown (`scripting: none`);
 * with them it is there from the first paint, and typing before hydration is kept and applied.
 */
export function FaqSearch({ labels, inputRef, searching, onQueryChange, onClear }: FaqSearchProps) {
  const id = useId();
  return (
    <div data-slot="faq-search" role="search" className="relative noscript:hidden">
      <label htmlFor={id} className="sr-only">
        {labels.search}
      </label>
      <Search aria-hidden className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-subtle" />
      <input
        ref={inputRef}
        id={id}
        type="search"
        onChange={(event) => onQueryChange(event.target.value)}
        placeholder={labels.searchPlaceholder}
        autoComplete="off"
        className={cn(controlVariants({ height: 'lg' }), 'ps-12 pe-12 [&::-webkit-search-cancel-button]:hidden')}
      />
      {searching ? (
        <button
          type="button"
          onClick={onClear}
          aria-label={labels.clear}
          className="absolute top-1/2 right-3 grid size-8 -translate-y-1/2 place-items-center rounded-full text-muted hover:bg-surface-raised hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        >
          <X aria-hidden className="size-4" />
        </button>
      ) : null}
    </div>
  );
}
