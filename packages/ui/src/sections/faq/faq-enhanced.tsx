import { FaqAccordion, FaqQuestions } from './faq-accordion';
import type { FaqCategory } from './faq-types';

export interface FaqEnhancedProps {
  categories: readonly FaqCategory[];
  openCategory: string;
  onOpenCategoryChange: (id: string) => void;
  /** Questions open at first (those a visitor opened before hydration). */
  initialQuestions: readonly string[];
  /** While searching: the categories with matching questions (never empty), and the query. */
  results?: { categories: readonly FaqCategory[]; query: string };
}

/**
 * The FAQ once scripts run: the Radix accordion of categories or, while searching, the matching
 * questions by category, every one open. Its own chunk (Faq loads it lazily), so the Radix code is
 * not part of the page's first load: the prerendered disclosures work without it.
 */
export default function FaqEnhanced({ categories, openCategory, onOpenCategoryChange, initialQuestions, results }: FaqEnhancedProps) {
  if (!results) {
    return (
      <FaqAccordion
        categories={categories}
        openCategory={openCategory}
        onOpenCategoryChange={onOpenCategoryChange}
        initialQuestions={initialQuestions}
      />
    );
  }
  return (
    <div data-slot="faq-results" className="flex flex-col gap-8">
      {results.categories.map((category) => (
        <section key={category.id} className="flex flex-col gap-3">
          <h2 className="px-1 text-sm font-semibold tracking-[0.12em] text-accent-strong uppercase">{category.title}</h2>
          <div className="rounded-card border border-border bg-surface p-3 shadow-card sm:p-4">
            <FaqQuestions key={results.query} items={category.items} initialOpen={category.items.map((item) => item.id)} />
          </div>
        </section>
      ))}
    </div>
  );
}
