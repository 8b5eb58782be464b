import { CircleCheck, CircleX, ShieldAlert } from 'lucide-react';
import { Badge, type BadgeProps } from '../../primitives/badge';
import type { ActivityLogOutcome } from './labels';

const look: Record<ActivityLogOutcome, { tone: BadgeProps['tone']; Icon: typeof CircleCheck }> = {
  success: { tone: 'success', Icon: CircleCheck },
  failure: { tone: 'danger', Icon: CircleX },
  refused: { tone: 'accent', Icon: ShieldAlert },
};

/** An event's outcome as a coloured badge with an icon, so colour is never the only sign. */
export function OutcomeBadge({ outcome, label }: { outcome: ActivityLogOutcome; label: string }) {
  const { tone, Icon } = look[outcome];
  return (
    <Badge tone={tone} data-slot="activity-outcome" data-outcome={outcome}>
      <Icon aria-hidden className="size-3.5" />
      {label}
    </Badge>
  );
}
