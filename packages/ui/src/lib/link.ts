import type { AnchorHTMLAttributes, ComponentType } from 'react';

/** Props every link component must accept; the site passes one that wraps its router. */
export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** A link component: a plain `a` by default, the router's link in the site. */
export type LinkComponent = ComponentType<LinkProps> | 'a';

/** A labelled destination, for lists of links. */
export interface NavLink {
  href: string;
  label: string;
}
