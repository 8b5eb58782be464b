import type { LinkProps } from '@zk/ui';
import { Link } from 'react-router-dom';

/** The ui packages' link contract, fulfilled by the router's client-side link. */
export function RouterLink({ href, ...props }: LinkProps) {
  return <Link to={href} {...props} />;
}
