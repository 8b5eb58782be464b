import { CircleCheck } from 'lucide-react';
import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { CheckList } from '../../primitives/check-list';
import { Container } from '../../primitives/container';
import { AgentIllustration, type AgentIllustrationKind } from './illustrations';

export interface AgentFeatureGroup {
  /** Anchor id of the group. */
  id: string;
  /** Short label above the title, such as "01". */
  eyebrow?: string;
  title: string;
  description: string;
  items: readonly string[];
  illustration: AgentIllustrationKind;
}

export interface AgentFeaturesProps extends HTMLAttributes<HTMLDivElement> {
  groups: readonly AgentFeatureGroup[];
}

/** The agent page's feature groups: text and bullet list beside an illustration, alternating sides. */
export function AgentFeatures({ groups, className, ...props }: AgentFeaturesProps) {
  return (
    <div className={cn('flex flex-col gap-20 py-section sm:gap-28', className)} {...props} data-slot="agent-features">
      {groups.map((group, index) => (
        <Container data-slot="agent-features-group" key={group.id} asChild>
          <section
            id={group.id}
            aria-labelledby={`${group.id}-title`}
            className="grid scroll-mt-28 items-center gap-10 lg:grid-cols-2 lg:gap-16"
          >
            <div className={cn('flex flex-col gap-5', index % 2 === 1 && 'lg:order-2')}>
              {group.eyebrow ? (
                <p className="text-sm font-semibold tracking-[0.14em] text-accent-strong uppercase">{group.eyebrow}</p>
              ) : null}
              <h2 id={`${group.id}-title`} className="text-3xl font-semibold text-balance text-foreground sm:text-4xl">
                {group.title}
              </h2>
              <p className="text-lead text-pretty text-muted">{group.description}</p>
              <CheckList
                items={group.items}
                icon={CircleCheck}
                className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2"
                itemClassName="text-foreground/90"
              />
            </div>
            <AgentIllustration kind={group.illustration} />
          </section>
        </Container>
      ))}
    </div>
  );
}
