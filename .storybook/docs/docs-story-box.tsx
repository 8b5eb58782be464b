import type { ReactNode } from 'react';
import { localeDirections, type Locale } from '../locale';

/** The part of a story's context the box reads. */
interface BoxContext {
  title: string;
  name: string;
}

/** Story groups whose parts are small: on a docs page they get room around them, as a designer's canvas has. */
const paddedGroups = ['Primitives/', 'Brand/'];

/** The most a story takes of a docs page; a taller one (a whole section, a long form) scrolls inside. */
export const docsStoryMaxHeight = '40rem';

/**
 * A story on a docs page: padded when it is a primitive, and at most `docsStoryMaxHeight` high, scrolling
 * within (reachable by the keyboard, so axe's scrollable-region rule holds); it also holds the story's
 * fixed and sticky parts (a header, a banner) instead of the docs page. Its own canvas shows it whole.
 */
export function DocsStoryBox({ context, locale, story }: { context: BoxContext; locale: Locale; story: ReactNode }) {
  const padded = paddedGroups.some((group) => context.title.startsWith(group));
  return (
    <div
      data-story-canvas=""
      data-docs-story-box=""
      lang={locale}
      dir={localeDirections[locale]}
      role="region"
      aria-label={`${context.title.split('/').at(-1)}: ${context.name}`}
      tabIndex={0}
      className={`overflow-auto bg-background text-foreground [transform:translateZ(0)] ${padded ? 'p-6' : ''}`}
      style={{ maxHeight: docsStoryMaxHeight }}
    >
      {story}
    </div>
  );
}
