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
    <Accordion.Root
      data-slot="faq-accordion"
      ref={root}
      type="single"
      collapsible
      value={openCategory}
      onValueChange={onOpenCategoryChange}
      className={c.categoryList}
    >
      {categories.map((category) => (
        <AccordionSection
          key={category.id}
          value={category.id}
          title={category.title}
          level="category"
          open={openCategory === category.id}
          onFound={onOpenCategoryChange}
        >
          <div className={c.categoryPanel}>
            <FaqQuestions
              items={category.items}
              initialOpen={initialQuestions.filter((id) => category.items.some((item) => item.id === id))}
            />
          </div>
        </AccordionSection>
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
        <AccordionSection
          key={item.id}
          value={item.id}
          title={item.question}
          level="question"
          open={open.includes(item.id)}
          onFound={reveal}
        >
          <div className={c.answer}>{item.answer}</div>
        </AccordionSection>
      ))}
    </Accordion.Root>
  );
}

const levels = {
  category: { Heading: 'h2', item: c.category, trigger: c.categoryTrigger, chevron: c.categoryChevron },
  question: { Heading: 'h3', item: c.question, trigger: c.questionTrigger, chevron: c.questionChevron },
} as const;

interface AccordionSectionProps {
  value: string;
  title: ReactNode;
  /** A category (h2, one open at a time) or a question in it (h3). */
  level: keyof typeof levels;
  open: boolean;
  onFound: (value: string) => void;
  children: ReactNode;
}

/** One item of either accordion: its heading's trigger, then its panel. */
function AccordionSection({ value, title, level, open, onFound, children }: AccordionSectionProps) {
  const { Heading, item, trigger, chevron } = levels[level];
  return (
    <Accordion.Item value={value} className={item} data-slot={`faq-${level}`}>
      <Accordion.Header asChild>
        <Heading>
          <Accordion.Trigger data-faq-trigger={value} className={trigger}>
            {title}
            <ChevronDown aria-hidden className={chevron} />
          </Accordion.Trigger>
        </Heading>
      </Accordion.Header>
      <Panel value={value} open={open} onFound={onFound}>
        {children}
      </Panel>
    </Accordion.Item>
  );
}

/** A panel that stays in the page while closed (see useHiddenUntilFound) and opens on a find-in-page match. */
function Panel({
  value,
  open,
  onFound,
  children,
}: {
  value: string;
  open: boolean;
  onFound: (value: string) => void;
  children: ReactNode;
}) {
  const ref = useBeforeMatch(useCallback(() => onFound(value), [onFound, value]));
  return (
    <Accordion.Content forceMount hidden={!open} data-faq-panel="" ref={ref}>
      {children}
    </Accordion.Content>
  );
}
