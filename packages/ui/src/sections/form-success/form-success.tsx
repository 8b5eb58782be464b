import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, type HTMLAttributes, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface FormSuccessProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The thank-you heading; it takes focus when shown so screen readers announce it. */
  title: string;
  message: ReactNode;
  /** Supporting line, such as the promised response time. */
  note?: ReactNode;
  /** The way on, usually a back-to-home link. */
  action?: ReactNode;
}

/** The thank-you screen a form turns into after a successful submission. */
export function FormSuccess({ title, message, note, action, className, ...props }: FormSuccessProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <section
      data-state="success"
      className={cn(
        'flex flex-col items-center gap-5 rounded-card border border-success/30 bg-surface px-6 py-12 text-center shadow-card sm:px-12',
        className,
      )}
      {...props}
      data-slot="form-success"
    >
      <span aria-hidden className="grid size-16 place-items-center rounded-full bg-success/10 text-success ring-8 ring-success/5">
        <CircleCheck className="size-8" />
      </span>
      <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold text-balance text-foreground outline-none sm:text-3xl">
        {title}
      </h2>
      <p className="max-w-xl text-lead text-pretty text-muted">{message}</p>
      {note ? <p className="text-sm font-medium text-subtle">{note}</p> : null}
      {action ? <div className="mt-3">{action}</div> : null}
    </section>
  );
}
