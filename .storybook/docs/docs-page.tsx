import { ArgTypes, Description, Primary, Subtitle, Title } from '@storybook/addon-docs/blocks';
import { StoryList } from './story-list';
import { UsageNote } from './usage';

/**
 * Every component's docs page (autodocs): its name, its JSDoc as the description, the usage note of
 * its stories (`parameters.usage`), the first story, its props table (read-only: the Controls panel of
 * a story edits them), then every story, each "Mobile" one in a 390 px frame (story-list.tsx).
 */
export function DocsPage() {
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <UsageNote />
      <Primary />
      <ArgTypes />
      <StoryList />
    </>
  );
}
