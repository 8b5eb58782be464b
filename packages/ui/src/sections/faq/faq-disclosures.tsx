import { ChevronDown } from 'lucide-react';
import { memo, useId } from 'react';
import { cn } from '../../lib/cn';
import { faqClasses as c } from './faq-classes';
import type { FaqCategory } from './faq-types';

export interface FaqDisclosuresProps {
  categories: readonly FaqCategory[];
  /** The category shown open. */
  openCategory: string;
}

/**
 * The FAQ as it is prerendered: native disclosures, drawn exactly like the accordion, that open
 * before the scripts run and without them. The categories share a `name`, so the browser keeps one
 * open at a time; closed answers stay in the page, and find-in-page opens them. Once hydrated, the
 * FAQ swaps them for the Radix accordion, carrying over what the visitor opened (prerendered-state.ts).
 */
export const FaqDisclosures = memo(function FaqDisclosures({ categories, openCategory }: FaqDisclosuresProps) {
  const group = useId();
  return (
    <div data-slot="faq-disclosures" className={c.categoryList}>
      {categories.map((category) => (
        <details
          key={category.id}
          name={group}
          open={category.id === openCategory}
          // A visitor may open and close them before hydration; the accordion reads that state.
          suppressHydrationWarning
          data-faq-category={category.id}
          className={c.category}
        >
          <summary data-faq-trigger={category.id} className={cn(c.categoryTrigger, c.summary)}>
            <h2>{category.title}</h2>
            <ChevronDown aria-hidden className={c.categoryChevron} />
          </summary>
          <div className={cn(c.categoryPanel, c.questionList)}>
            {category.items.map((item) => (
              <details key={item.id} suppressHydrationWarning data-faq-question={item.id} className={c.question}>
                <summary data-faq-trigger={item.id} className={cn(c.questionTrigger, c.summary)}>
                  <h3>{item.question}</h3>
                  <ChevronDown aria-hidden className={c.questionChevron} />
                </summary>
                <div className={c.answer}>{item.answer}</div>
              </details>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
});
