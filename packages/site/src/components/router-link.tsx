import type { LinkProps } from '@zk/ui';
import type { MouseEvent } from 'react';
import { useNavigate } from '../app/location';

/** Whether a click should be left to the browser: a new tab or window, a download, another site. */
function browserHandles(event: MouseEvent<HTMLAnchorElement>, href: string): boolean {
  const { target } = event.currentTarget;
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey ||
    (target !== '' && target !== '_self') ||
    event.currentTarget.hasAttribute('download') ||
    !href.startsWith('/') ||
    href.startsWith('//')
  );
}

/**
 * The ui packages' link contract, fulfilled by a real `a` that navigates client-side on a plain
 * click to a path of this site. It works as an ordinary link before the scripts have loaded.
 */
export function RouterLink({ href, onClick, ...props }: LinkProps) {
  const navigate = useNavigate();
  return (
    <a
      href={href}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (browserHandles(event, href)) return;
        event.preventDefault();
        navigate(href);
      }}
    />
  );
}
