import { SearchX } from 'lucide-react';
import { lazy, Suspense, useCallback, useMemo, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button';
import { FaqDisclosures } from './faq-disclosures';
import { FaqSearch } from './faq-search';
import type { FaqCategory, FaqLabels } from './faq-types';
import { matchesQuery } from './search-text';
import { usePrerenderedTakeover, type PrerenderedState } from './use-prerendered-takeover';

// The Radix accordion is its own chunk. The takeover renders it in a transition inside a boundary
// that already shows the prerendered disclosures, so they stay on screen until it has arrived;
// rendered in the browser from the start (a client-side navigation, a story), disclosures drawn the
// same stand in for that moment.
const FaqEnhanced = lazy(() => import('./faq-enhanced'));

export type { FaqCategory, FaqItem, FaqLabels } from './faq-types';

export interface FaqProps extends HTMLAttributes<HTMLDivElement> {
  categories: readonly FaqCategory[];
  /** The page's language, for case-insensitive matching (Turkish İ/ı, German ß). */
  locale: string;
  labels: FaqLabels;
  /** Shown under the questions, such as a contact call to action. */
  footer?: ReactNode;
}

/**
 * Searchable FAQ: one category open at a time; several questions open at once.
 *
 * Prerendered, it is native disclosures (faq-disclosures.tsx) that work before and without scripts;
 * after hydration the Radix accordion takes their place, drawn the same, with what the visitor had
 * opened, typed and focused (use-prerendered-takeover.ts).
 */
export function Faq({ categories, locale, labels, footer, className, ...props }: FaqProps) {
  const [query, setQuery] = useState('');
  const [openCategory, setOpenCategory] = useState(categories[0]?.id ?? '');
  const [openQuestions, setOpenQuestions] = useState<readonly string[]>([]);
  const searchRef = useRef<HTMLInputElement>(null);
  const takeOver = useCallback((before: PrerenderedState) => {
    setOpenCategory(before.openCategory);
    setOpenQuestions(before.openQuestions);
    setQuery(before.query);
  }, []);
  const { enhanced, rootRef } = usePrerenderedTakeover(takeOver);
  const searching = query.trim() !== '';

  // Only while searching: folding every question and answer for an empty query is work for nothing.
  const matches = useMemo(
    () =>
      searching
        ? categories
            .map((category) => ({
              ...category,
              items: category.items.filter((item) => matchesQuery(query, [item.question, item.answer], locale)),
            }))
            .filter((category) => category.items.length > 0)
        : [],
    [categories, query, locale, searching],
  );
  const count = matches.reduce((sum, category) => sum + category.items.length, 0);

  const clear = () => {
    const input = searchRef.current;
    if (input) {
      input.value = '';
      input.focus();
    }
    setQuery('');
  };

  return (
    <div
      ref={rootRef}
      data-state={searching ? 'searching' : 'browsing'}
      className={cn('flex flex-col gap-8', className)}
      {...props}
      data-slot="faq"
    >
      <FaqSearch labels={labels} inputRef={searchRef} searching={searching} onQueryChange={setQuery} onClear={clear} />
      <p aria-live="polite" className={cn('text-sm text-subtle', !searching && 'sr-only')}>
        {searching && count > 0 ? labels.results(count) : ''}
      </p>
      <Suspense fallback={<FaqDisclosures categories={categories} openCategory={openCategory} />}>
        {!enhanced ? (
          <FaqDisclosures categories={categories} openCategory={openCategory} />
        ) : !searching || count > 0 ? (
          <FaqEnhanced
            categories={categories}
            openCategory={openCategory}
            onOpenCategoryChange={setOpenCategory}
            initialQuestions={openQuestions}
            results={searching ? { categories: matches, query } : undefined}
          />
        ) : (
          <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-border-strong px-6 py-14 text-center">
            <SearchX aria-hidden className="size-10 text-subtle" />
            <h2 className="text-lg font-semibold text-foreground">{labels.noResultsTitle}</h2>
            <p className="max-w-md text-muted">{labels.noResultsText}</p>
            <Button variant="secondary" size="sm" className="mt-2" onClick={clear}>
              {labels.clear}
            </Button>
          </div>
        )}
      </Suspense>
      {footer}
    </div>
  );
}
