/**
 * Classes shared by the prerendered disclosures (details/summary) and the Radix accordion that
 * takes over from them, so that the swap at hydration moves nothing. Each variant names both
 * states: `open:` for a details element, `data-[state=open]:` for Radix.
 */
export const faqClasses = {
  categoryList: 'flex flex-col gap-4',
  category:
    'group/category overflow-hidden rounded-card border border-border bg-surface shadow-card transition-colors open:border-border-strong data-[state=open]:border-border-strong',
  categoryTrigger:
    'group/category flex w-full items-center justify-between gap-4 px-5 py-5 text-left text-lg font-semibold text-foreground focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring sm:px-7',
  categoryChevron:
    'size-5 shrink-0 text-muted transition-transform duration-200 group-open/category:rotate-180 group-data-[state=open]/category:rotate-180',
  categoryPanel: 'px-3 pb-3 sm:px-4 sm:pb-4',
  questionList: 'flex flex-col gap-1',
  question: 'group/question rounded-control transition-colors open:bg-surface-raised/70 data-[state=open]:bg-surface-raised/70',
  questionTrigger:
    'group/question flex w-full items-start justify-between gap-4 rounded-control px-3 py-3.5 text-left font-medium text-foreground hover:bg-surface-raised/70 focus-visible:outline-2 focus-visible:outline-ring sm:px-4',
  questionChevron:
    'mt-0.5 size-4 shrink-0 text-subtle transition-transform duration-200 group-open/question:rotate-180 group-data-[state=open]/question:rotate-180',
  answer: 'px-3 pb-4 leading-relaxed text-pretty text-muted sm:px-4',
  /** A summary drawn like the accordion's button: no marker (headings inherit the font already). */
  summary: 'cursor-default list-none [&::-webkit-details-marker]:hidden',
} as const;
