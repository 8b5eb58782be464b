import { Anchor, Canvas, Description, DocsContext, DocsStory, Heading, Subheading } from '@storybook/addon-docs/blocks';
import { useContext } from 'react';
import { viewportSize } from '../viewports';

type DocsStoryEntry = ReturnType<React.ContextType<typeof DocsContext>['componentStories']>[number];

const mobile = viewportSize('mobile');

/** A story fixed to the phone viewport (`globals: { viewport: { value: 'mobile' } }`). */
export function isMobileStory(story: Pick<DocsStoryEntry, 'storyGlobals'>): boolean {
  return (story.storyGlobals?.viewport as { value?: string } | undefined)?.value === 'mobile';
}

/**
 * A "Mobile" story on a docs page: a frame of its own 390 px wide and one phone screen high, so its
 * media queries see a phone (inline, it would lay out at the docs column's width). The canvas around
 * it is `fullscreen` whatever the story's layout: a padded canvas narrows the frame by 16 px (the story
 * pads itself inside its frame).
 */
function MobileStory({ story }: { story: DocsStoryEntry }) {
  return (
    <Anchor storyId={story.id}>
      <Subheading>{story.name}</Subheading>
      <Description of={story.moduleExport} />
      <div data-mobile-story={story.id} style={{ width: mobile.width + 2, maxWidth: '100%' }}>
        <Canvas
          of={story.moduleExport}
          layout="fullscreen"
          story={{ inline: false, height: `${mobile.height}px`, __forceInitialArgs: true }}
        />
      </div>
    </Anchor>
  );
}

/** Every story of the component (as Storybook's `Stories` block lists them), the mobile ones at phone width. */
export function StoryList() {
  const { componentStories } = useContext(DocsContext);
  const stories = componentStories().filter((story) => story.tags.includes('autodocs') && !story.usesMount);
  if (stories.length === 0) return null;
  return (
    <>
      <Heading>Stories</Heading>
      {stories.map((story) =>
        isMobileStory(story) ? (
          <MobileStory key={story.id} story={story} />
        ) : (
          <DocsStory key={story.id} of={story.moduleExport} expanded __forceInitialArgs />
        ),
      )}
    </>
  );
}
