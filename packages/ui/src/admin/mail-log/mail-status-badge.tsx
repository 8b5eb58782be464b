import { CircleCheck, CircleX, Clock, Archive, Send } from 'lucide-react';
import { Badge, type BadgeProps } from '../../primitives/badge';
import type { MailLogStatus } from './labels';

const look: Record<MailLogStatus, { tone: BadgeProps['tone']; Icon: typeof Clock }> = {
  kept: { tone: 'neutral', Icon: Archive },
  queued: { tone: 'accent', Icon: Clock },
  sending: { tone: 'accent', Icon: Send },
  sent: { tone: 'success', Icon: CircleCheck },
  failed: { tone: 'danger', Icon: CircleX },
};

/** A message's state as a coloured badge with an icon, so colour is never the only sign. */
export function MailStatusBadge({ status, label }: { status: MailLogStatus; label: string }) {
  const { tone, Icon } = look[status];
  return (
    <Badge tone={tone} data-slot="mail-status-badge" data-status={status}>
      <Icon aria-hidden className="size-3.5" />
      {label}
    </Badge>
  );
}
