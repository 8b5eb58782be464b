import { LogOut } from 'lucide-react';
import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button';

export interface AdminHeaderProps extends HTMLAttributes<HTMLElement> {
  /** The brand mark, usually a link home. */
  logo: ReactNode;
  /** The session countdown. */
  session?: ReactNode;
  signOutLabel: string;
  onSignOut: () => void;
}

/** The operator console's top bar: brand, remaining session time and sign-out. */
export function AdminHeader({ logo, session, signOutLabel, onSignOut, className, ...props }: AdminHeaderProps) {
  return (
    <header
      className={cn('sticky top-0 z-30 border-b border-border bg-background/85 backdrop-blur-md', className)}
      {...props}
      data-slot="admin-header"
    >
      <div className="mx-auto flex w-full max-w-page flex-wrap items-center gap-x-3 gap-y-2 px-5 py-3 sm:h-16 sm:flex-nowrap sm:py-0 sm:px-8">
        <div className="me-auto flex min-w-0 items-center">{logo}</div>
        {session ? <div className="order-last flex w-full justify-center sm:order-none sm:w-auto">{session}</div> : null}
        <Button variant="secondary" size="sm" onClick={onSignOut}>
          <LogOut aria-hidden />
          {signOutLabel}
        </Button>
      </div>
    </header>
  );
}
