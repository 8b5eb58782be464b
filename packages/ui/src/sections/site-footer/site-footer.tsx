import { Mail, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import type { LinkComponent, NavLink } from '../../lib/link';
import { Container } from '../../primitives/container';

export interface FooterLinkGroup {
  title: string;
  links: readonly NavLink[];
}

export interface SiteFooterProps {
  /** The linked logo. */
  logo: ReactNode;
  tagline: ReactNode;
  /** Quick links and legal links. */
  groups: readonly FooterLinkGroup[];
  contact: {
    title: string;
    email: string;
    /** Accessible name of the e-mail link, such as "Email us at …". */
    emailLabel: string;
    country: string;
  };
  /** The closing line, such as "© 2026 ZK Automations. All rights reserved." */
  copyright: ReactNode;
  /** The site's link component (its router's `Link`) for the internal links; a plain `a` by default. */
  LinkComponent?: LinkComponent;
  className?: string;
}

/** The site footer: brand, link groups, contact e-mail and country. */
export function SiteFooter({ logo, tagline, groups, contact, copyright, LinkComponent: Link = 'a', className }: SiteFooterProps) {
  return (
    <footer data-slot="site-footer" className={cn('border-t border-border bg-surface/40', className)}>
      <Container className="grid gap-12 py-16 sm:grid-cols-2 lg:grid-cols-[1.6fr_1fr_1fr_1.2fr]">
        <div className="flex flex-col gap-4">
          {logo}
          <p className="max-w-xs leading-relaxed text-muted">{tagline}</p>
        </div>
        {groups.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="text-sm font-semibold text-foreground">{group.title}</h2>
            <ul className="mt-4 flex flex-col gap-3">
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className="text-muted transition-colors hover:text-foreground">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div>
          <h2 className="text-sm font-semibold text-foreground">{contact.title}</h2>
          <ul className="mt-4 flex flex-col gap-3 text-muted">
            <li>
              <a
                href={`mailto:${contact.email}`}
                aria-label={contact.emailLabel}
                className="inline-flex items-center gap-2 break-all transition-colors hover:text-foreground"
              >
                <Mail aria-hidden className="size-4 shrink-0" />
                {contact.email}
              </a>
            </li>
            <li className="inline-flex items-center gap-2">
              <MapPin aria-hidden className="size-4 shrink-0" />
              {contact.country}
            </li>
          </ul>
        </div>
      </Container>
      <Container className="border-t border-border py-6 text-sm text-subtle">{copyright}</Container>
    </footer>
  );
}
