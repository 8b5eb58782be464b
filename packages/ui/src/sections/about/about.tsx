import { Check } from 'lucide-react';
import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Container } from '../../primitives/container';

export interface AboutValue {
  title: string;
  description: string;
  /** Decorative icon. */
  icon?: ReactNode;
}

export interface AboutProps extends HTMLAttributes<HTMLDivElement> {
  mission: { eyebrow: string; title: string; paragraphs: readonly string[] };
  values: { eyebrow: string; title: string; items: readonly AboutValue[] };
  vision: {
    eyebrow: string;
    title: string;
    paragraphs: readonly string[];
    highlights: readonly string[];
    /** Where the highlights' result figures come from, when any shows one. */
    note?: string;
  };
}

/** The about page body: mission, values and vision. */
export function About({ mission, values, vision, className, ...props }: AboutProps) {
  return (
    <div className={cn('flex flex-col gap-section py-section', className)} {...props} data-slot="about">
      <Container className="grid gap-8 lg:grid-cols-[2fr_3fr] lg:gap-16">
        <Heading eyebrow={mission.eyebrow} title={mission.title} />
        <div className="flex flex-col gap-5 text-lead text-pretty text-muted">
          {mission.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
      </Container>
      <Container className="flex flex-col gap-10">
        <Heading eyebrow={values.eyebrow} title={values.title} />
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {values.items.map((value) => (
            <li key={value.title} className="flex flex-col gap-4 rounded-card border border-border bg-surface p-6 shadow-card">
              {value.icon ? (
                <span
                  aria-hidden
                  className="grid size-12 place-items-center rounded-control bg-accent-gradient text-on-accent [&_svg]:size-6"
                >
                  {value.icon}
                </span>
              ) : null}
              <h3 className="text-lg font-semibold text-foreground">{value.title}</h3>
              <p className="leading-relaxed text-muted">{value.description}</p>
            </li>
          ))}
        </ul>
      </Container>
      <Container>
        <div className="relative isolate grid gap-10 overflow-hidden rounded-card border border-border-strong bg-surface p-6 shadow-card sm:p-10 lg:grid-cols-[3fr_2fr] lg:p-14">
          <div aria-hidden className="absolute -top-32 -right-32 -z-10 size-96 rounded-full bg-violet/10 blur-3xl" />
          <div className="flex flex-col gap-5">
            <Heading eyebrow={vision.eyebrow} title={vision.title} />
            {vision.paragraphs.map((text) => (
              <p key={text} className="text-lead text-pretty text-muted">
                {text}
              </p>
            ))}
          </div>
          <div className="flex flex-col justify-center gap-4">
            <ul className="flex flex-col gap-4">
              {vision.highlights.map((item) => (
                <li key={item} className="flex items-start gap-3 font-medium text-foreground">
                  <span aria-hidden className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-success/15 text-success">
                    <Check className="size-3.5" strokeWidth={3} />
                  </span>
                  {item}
                </li>
              ))}
            </ul>
            {vision.note ? <p className="text-sm text-pretty text-subtle">{vision.note}</p> : null}
          </div>
        </div>
      </Container>
    </div>
  );
}

function Heading({ eyebrow, title }: { eyebrow: string; title: string }) {
  return (
    <div data-slot="about-heading" className="flex flex-col gap-3">
      <p className="text-sm font-semibold tracking-[0.14em] text-accent-strong uppercase">{eyebrow}</p>
      <h2 className="text-headline font-semibold text-balance text-foreground">{title}</h2>
    </div>
  );
}
