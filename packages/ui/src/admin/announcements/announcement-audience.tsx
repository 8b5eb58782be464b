import { Users } from 'lucide-react';
import { Spinner } from '../spinner';
import type { AnnouncementAudienceView } from './labels';

export interface AnnouncementAudienceProps {
  audience: AnnouncementAudienceView;
  labels: {
    audienceTitle: string;
    audienceHint: string;
    audienceTotal: string;
    audienceNone: string;
    audienceFailed: string;
    loading: string;
  };
}

/** How many people would receive the announcement now, per language and in total. */
export function AnnouncementAudience({ audience, labels }: AnnouncementAudienceProps) {
  return (
    <section
      data-slot="announcement-audience"
      aria-label={labels.audienceTitle}
      className="flex flex-col gap-3 rounded-control border border-border bg-background/40 p-4"
    >
      <h3 className="flex items-center gap-2 font-semibold text-foreground">
        <Users aria-hidden className="size-4 text-accent-strong" />
        {labels.audienceTitle}
      </h3>
      <p className="text-sm text-muted">{audience.state === 'idle' ? labels.audienceNone : labels.audienceHint}</p>
      {audience.state === 'loading' ? <Spinner label={labels.loading} /> : null}
      {audience.state === 'error' ? <p className="text-sm text-danger">{labels.audienceFailed}</p> : null}
      {audience.state === 'ready' ? (
        <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 text-sm">
          {audience.counts.map((row) => (
            <div key={row.language} className="contents">
              <dt className="text-muted">{row.label}</dt>
              <dd className="text-end font-semibold text-foreground tabular-nums">{row.count}</dd>
            </div>
          ))}
          <dt className="border-t border-border pt-1 font-semibold text-foreground">{labels.audienceTotal}</dt>
          <dd className="border-t border-border pt-1 text-end font-semibold text-foreground tabular-nums">{audience.totalLabel}</dd>
        </dl>
      ) : null}
    </section>
  );
}
