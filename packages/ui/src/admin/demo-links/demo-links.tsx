import { ExternalLink, LayoutTemplate, ShoppingBag } from 'lucide-react';
import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export interface DemoLink {
  href: string;
  label: string;
  kind: 'store' | 'landing';
}

export interface DemoLinksProps extends HTMLAttributes<HTMLElement> {
  /** The card's heading. */
  title: string;
  /** The line under it, saying what the demos are for. */
  lead: string;
  /** The demo sites, each opened in a new tab; `kind` picks its icon. */
  links: DemoLink[];
  /** Appended for screen readers, such as "(opens in a new tab)". */
  newTabLabel: string;
}

const icons = { store: ShoppingBag, landing: LayoutTemplate };

/** Buttons that open the demo sites in a new tab. */
export function DemoLinks({ title, lead, links, newTabLabel, className, ...props }: DemoLinksProps) {
  return (
    <section
      aria-labelledby="demo-links-heading"
      className={cn('flex flex-col gap-5 rounded-card border border-border bg-surface p-6 shadow-card sm:p-8', className)}
      {...props}
      data-slot="demo-links"
    >
      <div>
        <h2 id="demo-links-heading" className="text-xl font-semibold text-foreground">
          {title}
        </h2>
        <p className="mt-1 text-sm leading-relaxed text-muted">{lead}</p>
      </div>
      <ul className="grid gap-3">
        {links.map(({ href, label, kind }) => {
          const Icon = icons[kind];
          return (
            <li key={href}>
              <a
                href={href}
                target="_blank"
                rel="noopener"
                className="group flex items-center gap-4 rounded-control border border-border bg-background/40 p-4 transition-colors hover:border-accent/50 hover:bg-surface-raised"
              >
                <span
                  aria-hidden
                  className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent-gradient text-on-accent"
                >
                  <Icon className="size-5" />
                </span>
                <span className="flex-1 font-semibold text-foreground">
                  {label} <span className="sr-only">{newTabLabel}</span>
                </span>
                <ExternalLink aria-hidden className="size-4 text-subtle transition-colors group-hover:text-accent-strong" />
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
