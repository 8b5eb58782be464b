import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import { useCallback, useState, type ReactNode } from 'react';
import { faqClasses as c } from './faq-classes';
import type { FaqCategory, FaqItem } from './faq-types';
import { useBeforeMatch, useHiddenUntilFound } from './use-hidden-until-found';

export interface FaqAccordionProps {
  categories: readonly FaqCategory[];
  /** The open category, or '' for none: one at a time. */
  openCategory: string;
  onOpenCategoryChange: (id: string) => void;
  /** Questions open at first (those a visitor opened before hydration). */
  initialQuestions?: readonly string[];
}

/** The categories as a Radix accordion: one open at a time, each holding its questions. */
export function FaqAccordion({ categories, openCategory, onOpenCategoryChange, initialQuestions = [] }: FaqAccordionProps) {
  const root = useHiddenUntilFound<HTMLDivElement>();
  return (
    <Accordion.Root data-slot="faq-accordion" ref={root} type="single" collapsible value={openCategory} onValueChange={onOpenCategoryChange} className={c.categoryList}>
      {categories.map((category) => (
        <Accordion.Item key={category.id} value={category.id} className={c.category}>
          <Accordion.Header asChild>
            <h2>
              <Accordion.Trigger data-faq-trigger={category.id} className={c.categoryTrigger}>
                {category.title}
                <ChevronDown aria-hidden className={c.categoryChevron} />
              </Accordion.Trigger>
            </h2>
          </Accordion.Header>
          <Panel value={category.id} open={openCategory === category.id} onFound={onOpenCategoryChange}>
            <div className={c.categoryPanel}>
              <FaqQuestions items={category.items} initialOpen={initialQuestions.filter((id) => category.items.some((item) => item.id === id))} />
            </div>
          </Panel>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

export interface FaqQuestionsProps {
  items: readonly FaqItem[];
  initialOpen?: readonly string[];
}

/** Questions as a Radix accordion: several open at once. */
export function FaqQuestions({ items, initialOpen = [] }: FaqQuestionsProps) {
  const [open, setOpen] = useState<string[]>(() => [...initialOpen]);
  const reveal = useCallback((id: string) => setOpen((ids) => (ids.includes(id) ? ids : [...ids, id])), []);
  const root = useHiddenUntilFound<HTMLDivElement>();
  return (
    <Accordion.Root data-slot="faq-questions" ref={root} type="multiple" value={open} onValueChange={setOpen} className={c.questionList}>
      {items.map((item) => (
        <Accordion.Item key={item.id} value={item.id} className={c.question}>
          <Accordion.Header asChild>
            <h3>
              <Accordion.Trigger data-faq-trigger={item.id} className={c.questionTrigger}>
                {item.question}
                <ChevronDown aria-hidden className={c.questionChevron} />
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Panel value={item.id} open={open.includes(item.id)} onFound={reveal}>
            <div className={c.answer}>{item.answer}</div>
          </Panel>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

/** A panel that stays in the page while closed (see useHiddenUntilFound) and opens on a find-in-page match. */
function Panel({ value, open, onFound, children }: { value: string; open: boolean; onFound: (value: string) => void; children: ReactNode }) {
  const ref = useBeforeMatch(useCallback(() => onFound(value), [onFound, value]));
  return (
    <Accordion.Content forceMount hidden={!open} data-faq-panel="" ref={ref}>
      {children}
    </Accordion.Content>
  );
}
