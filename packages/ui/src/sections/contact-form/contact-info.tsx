import { Clock, Mail } from 'lucide-react';
import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export interface ContactInfoProps extends HTMLAttributes<HTMLElement> {
  /** Heading of the block, such as "Prefer e-mail?". */
  title: string;
  /** The text under the title: one or two sentences. */
  description?: string;
  email: { label: string; address: string };
  /** The promised response time, such as "We reply within 24 hours". */
  responseTime: { label: string; value: string };
}

/** Direct contact details beside the contact form: the e-mail address and the response time. */
export function ContactInfo({ title, description, email, responseTime, className, ...props }: ContactInfoProps) {
  return (
    <aside
      className={cn('flex flex-col gap-6 rounded-card border border-border bg-surface/70 p-6 shadow-card sm:p-8', className)}
      {...props}
      data-slot="contact-info"
    >
      <div className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold text-foreground">{title}</h2>
        {description ? <p className="leading-relaxed text-muted">{description}</p> : null}
      </div>
      <ul className="flex flex-col gap-5">
        <li className="flex items-start gap-4">
          <span aria-hidden className="grid size-10 shrink-0 place-items-center rounded-control bg-accent/10 text-accent-strong">
            <Mail className="size-5" />
          </span>
          <div className="min-w-0">
            <p className="text-sm text-subtle">{email.label}</p>
            <p className="font-semibold break-all text-foreground">
              <a href={`mailto:${email.address}`} className="underline-offset-4 hover:text-accent-strong hover:underline">
                {email.address}
              </a>
            </p>
          </div>
        </li>
        <li className="flex items-start gap-4">
          <span aria-hidden className="grid size-10 shrink-0 place-items-center rounded-control bg-violet/10 text-violet">
            <Clock className="size-5" />
          </span>
          <div>
            <p className="text-sm text-subtle">{responseTime.label}</p>
            <p className="font-semibold text-foreground">{responseTime.value}</p>
          </div>
        </li>
      </ul>
    </aside>
  );
}
