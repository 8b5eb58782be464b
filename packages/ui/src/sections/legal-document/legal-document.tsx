import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { Container } from '../../primitives/container';

/** A term and its value in a details block, such as "E-mail" and the address. */
export interface LegalDetail {
  term: string;
  description: string;
  /** Makes the value a link (`mailto:`, say). */
  href?: string;
}

/** A paragraph (string), a bulleted list (array of strings) or a list of details. */
export type LegalBlock = string | readonly string[] | { readonly details: readonly LegalDetail[] };

export interface LegalSection {
  /** Anchor of the section, for the contents list. */
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
  /** Sub-sections under an h3 each. */
  subsections?: readonly { title: string; blocks: readonly LegalBlock[] }[];
  /**
   * Sets the section apart in a framed box, for a notice the law wants shown clearly and separately
   * from other information (the right to object, Art. 21(4) GDPR).
   */
  emphasis?: boolean;
}

export interface LegalDocumentProps extends HTMLAttributes<HTMLDivElement> {
  /** Date line, such as "Last updated: February 2025"; none when null or left out. */
  updated?: string | null;
  sections: readonly LegalSection[];
  /** Heading of the contents list; the list is left out when null or not given. */
  contentsLabel?: string | null;
}

/** A legal text (privacy policy, terms, impressum) from structured sections. */
export function LegalDocument({ updated, sections, contentsLabel, className, ...props }: LegalDocumentProps) {
  return (
    <Container width="prose" className={cn('flex flex-col gap-10 py-14 sm:py-20', className)} {...props} data-slot="legal-document">
      {updated || contentsLabel ? (
        <div className="flex flex-col gap-6 rounded-card border border-border bg-surface/70 p-6 sm:p-8">
          {updated ? <p className="text-sm font-medium text-subtle">{updated}</p> : null}
          {contentsLabel ? (
            <nav aria-label={contentsLabel}>
              <p className="text-sm font-semibold text-foreground">{contentsLabel}</p>
              <ul className="mt-3 grid gap-2 text-muted sm:grid-cols-2">
                {sections.map((section) => (
                  <li key={section.id}>
                    <a href={`#${section.id}`} className="underline-offset-4 hover:text-accent-strong hover:underline">
                      {section.title}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
      ) : null}
      {sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-title`}
          data-variant={section.emphasis ? 'emphasis' : 'default'}
          className={cn(
            'flex scroll-mt-28 flex-col gap-4',
            section.emphasis && 'rounded-card border-2 border-accent bg-surface p-6 sm:p-8',
          )}
        >
          <h2 id={`${section.id}-title`} className="text-2xl font-semibold text-balance text-foreground">
            {section.title}
          </h2>
          <Blocks blocks={section.blocks} />
          {section.subsections?.map((sub) => (
            <div key={sub.title} className="mt-2 flex flex-col gap-3">
              <h3 className="text-lg font-semibold text-foreground">{sub.title}</h3>
              <Blocks blocks={sub.blocks} />
            </div>
          ))}
        </section>
      ))}
    </Container>
  );
}

function Blocks({ blocks }: { blocks: readonly LegalBlock[] }) {
  return blocks.map((block, index) => {
    if (typeof block === 'string') {
      return (
        <p key={index} className="leading-relaxed text-pretty text-muted">
          {block}
        </p>
      );
    }
    if (isList(block)) {
      return (
        <ul key={index} className="flex list-disc flex-col gap-2 ps-5 leading-relaxed text-muted marker:text-accent">
          {block.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    }
    return (
      <dl key={index} className="grid gap-x-6 gap-y-2 rounded-control border border-border bg-surface/60 p-5 sm:grid-cols-[auto_1fr]">
        {block.details.map((detail) => (
          <div key={detail.term} className="contents">
            <dt className="text-sm font-semibold text-foreground sm:text-base">{detail.term}</dt>
            <dd className="mb-2 break-words text-muted sm:mb-0">
              {detail.href ? (
                <a href={detail.href} className="text-accent-strong underline-offset-4 hover:underline">
                  {detail.description}
                </a>
              ) : (
                detail.description
              )}
            </dd>
          </div>
        ))}
      </dl>
    );
  });
}

function isList(block: LegalBlock): block is readonly string[] {
  return Array.isArray(block);
}
