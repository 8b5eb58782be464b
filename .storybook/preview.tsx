import type { Decorator, Preview } from '@storybook/react-vite';
import './preview.css';
import { DocsPage } from './docs/docs-page';
import { DocsStoryBox } from './docs/docs-story-box';
import { emulateReducedMotion } from './motion';
import { isLocale, localeDirections, localeNames, locales, renderedArgs } from './locale';
import { productTheme } from './theme';
import { viewports } from './viewports';

// A story whose copy is in one language fixes it with `globals: { locale: 'tr' }`; Storybook then
// holds the toolbar at that value, and the document takes its `lang` (Turkish capitals: "İ") and `dir`.
const withLocale: Decorator = (Story, context) => {
  const locale = isLocale(context.globals.locale) ? context.globals.locale : 'en';
  document.documentElement.lang = locale;
  document.documentElement.dir = localeDirections[locale];
  const args = renderedArgs(context);
  if (context.viewMode === 'docs') return <DocsStoryBox context={context} locale={locale} story={<Story args={args} />} />;
  // A story fills the canvas. The story tests wait for this box (`data-story-canvas`) at its full
  // height before they measure the story.
  return (
    <div data-story-canvas="" lang={locale} dir={localeDirections[locale]} className="min-h-dvh bg-background text-foreground">
      <Story args={args} />
    </div>
  );
};

const preview: Preview = {
  decorators: [withLocale],
  async beforeEach({ parameters }) {
    if (parameters.motion === 'allowed') await emulateReducedMotion('no-preference');
  },
  // A docs page for every component: props from its types, its JSDoc, its usage note, every story.
  tags: ['autodocs'],
  globalTypes: {
    locale: {
      description: 'Language of the story copy and <html lang>',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: locales.map((value) => ({ value, title: localeNames[value], right: value })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    locale: 'en',
    viewport: { value: 'desktop', isRotated: false },
  },
  parameters: {
    layout: 'fullscreen',
    viewport: { options: viewports },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { test: 'error' },
    // The product is dark; its docs and Storybook's own UI are drawn from its tokens (theme.ts), so a
    // story sits on the background it is made for and every colour is judged against one surface.
    docs: { page: DocsPage, theme: productTheme, codePanel: false },
    options: {
      storySort: {
        order: ['Introduction', 'Foundations', 'Primitives', 'Sections', 'Admin', 'Demos', 'Decor', 'Brand', 'E-mails', 'Pages'],
      },
    },
  },
};

export default preview;
