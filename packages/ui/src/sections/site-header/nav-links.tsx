import type { LinkComponent, NavLink } from '../../lib/link';

export interface NavLinksProps {
  /** Accessible name of the navigation landmark. */
  label: string;
  links: readonly NavLink[];
  Link: LinkComponent;
  className?: string;
  listClassName: string;
  linkClassName: string;
}

/** The header's section links as a navigation landmark: once in the bar, once in the mobile menu. */
export function NavLinks({ label, links, Link, className, listClassName, linkClassName }: NavLinksProps) {
  return (
    <nav aria-label={label} className={className} data-slot="nav-links">
      <ul className={listClassName}>
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className={linkClassName}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
