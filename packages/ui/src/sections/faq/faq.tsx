import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown, Search, SearchX, X } from 'lucide-react';
import { Suspense, useId, useMemo, useState, type HTMLAttributes, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button';
import { Input } from '../../primitives/field';
import { matchesQuery } from './search-text';

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

export interface FaqCategory {
  id: string;
  title: string;
  items: readonly FaqItem[];
}

export interface FaqLabels {
  /** Accessible name of the search box. */
  search: string;
  searchPlaceholder: string;
  /** Accessible name of the button that empties the search box. */
  clear: string;
  /** Announced while searching, such as "3 questions found". */
  results: (count: number) => string;
  noResultsTitle: string;
  noResultsText: string;
}

export interface FaqProps extends HTMLAttributes<HTMLDivElement> {
  categories: readonly FaqCategory[];
  /** The page's language, for case-insensitive matching (Turkish İ/ı, German ß). */
  locale: string;
  labels: FaqLabels;
  /** Shown under the questions, such as a contact call to action. */
  footer?: ReactNode;
}

/** Searchable FAQ: one category open at a time; several questions open at once. */
export function Faq({ categories, locale, labels, footer, className, ...props }: FaqProps) {
  const [query, setQuery] = useState('');
  const [openCategory, setOpenCategory] = useState(categories[0]?.id ?? '');
  const searchId = useId();
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

  return (
    <div data-state={searching ? 'searching' : 'browsing'} className={cn('flex flex-col gap-8', className)} {...props}>
      {/*
        Prerendered, each Suspense boundary hydrates in a pass of its own: the search box and the open
        category's questions apart from the categories, so that no one task holds all of Radix's
        first-run work. Rendered in the browser, they never suspend and change nothing.
      */}
      <Suspense>
        <div role="search" className="relative">
          <label htmlFor={searchId} className="sr-only">
            {labels.search}
          </label>
          <Search aria-hidden className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-subtle" />
          <Input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={labels.searchPlaceholder}
            autoComplete="off"
            large
            className="ps-12 pe-12 [&::-webkit-search-cancel-button]:hidden"
          />
          {searching ? (
            <button
              type="button"
              onClick={() => setQuery('')}
              aria-label={labels.clear}
              className="absolute top-1/2 right-3 grid size-8 -translate-y-1/2 place-items-center rounded-full text-muted hover:bg-surface-raised hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
            >
              <X aria-hidden className="size-4" />
            </button>
          ) : null}
        </div>
      </Suspense>
      <p aria-live="polite" className={cn('text-sm text-subtle', !searching && 'sr-only')}>
        {searching && count > 0 ? labels.results(count) : ''}
      </p>
      {!searching ? (
        <Accordion.Root type="single" collapsible value={openCategory} onValueChange={setOpenCategory} className="flex flex-col gap-4">
          {categories.map((category) => (
            <Accordion.Item
              key={category.id}
              value={category.id}
              className="overflow-hidden rounded-card border border-border bg-surface shadow-card transition-colors data-[state=open]:border-border-strong"
            >
              <Accordion.Header asChild>
                <h2>
                  <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-5 text-left text-lg font-semibold text-foreground focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring sm:px-7">
                    {category.title}
                    <ChevronDown aria-hidden className="size-5 shrink-0 text-muted transition-transform duration-200 group-data-[state=open]:rotate-180" />
                  </Accordion.Trigger>
                </h2>
              </Accordion.Header>
              <Accordion.Content className="px-3 pb-3 sm:px-4 sm:pb-4">
                {/* Hydrated in a pass of its own, like the search box (see the note there). */}
                <Suspense>
                  <Questions items={category.items} />
                </Suspense>
              </Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      ) : count > 0 ? (
        <div className="flex flex-col gap-8">
          {matches.map((category) => (
            <section key={category.id} className="flex flex-col gap-3">
              <h2 className="px-1 text-sm font-semibold tracking-[0.12em] text-accent-strong uppercase">{category.title}</h2>
              <div className="rounded-card border border-border bg-surface p-3 shadow-card sm:p-4">
                <Questions key={query} items={category.items} expanded />
              </div>
            </section>
          ))}
        </div>
      ) : (
        <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-border-strong px-6 py-14 text-center">
          <SearchX aria-hidden className="size-10 text-subtle" />
          <h2 className="text-lg font-semibold text-foreground">{labels.noResultsTitle}</h2>
          <p className="max-w-md text-muted">{labels.noResultsText}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => setQuery('')}>
            {labels.clear}
          </Button>
        </div>
      )}
      {footer}
    </div>
  );
}

function Questions({ items, expanded = false }: { items: readonly FaqItem[]; expanded?: boolean }) {
  return (
    <Accordion.Root type="multiple" defaultValue={expanded ? items.map((item) => item.id) : []} className="flex flex-col gap-1">
      {items.map((item) => (
        <Accordion.Item key={item.id} value={item.id} className="rounded-control transition-colors data-[state=open]:bg-surface-raised/70">
          <Accordion.Header asChild>
            <h3>
              <Accordion.Trigger className="group flex w-full items-start justify-between gap-4 rounded-control px-3 py-3.5 text-left font-medium text-foreground hover:bg-surface-raised/70 focus-visible:outline-2 focus-visible:outline-ring sm:px-4">
                {item.question}
                <ChevronDown aria-hidden className="mt-0.5 size-4 shrink-0 text-subtle transition-transform duration-200 group-data-[state=open]:rotate-180" />
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content className="px-3 pb-4 leading-relaxed text-pretty text-muted sm:px-4">{item.answer}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
