import type { Decorator, Preview } from '@storybook/react-vite';
import { themes } from 'storybook/theming';
import './preview.css';
import { DocsPage } from './docs/docs-page';
import { emulateReducedMotion } from './motion';
import { isLocale, localeDirections, localeNames, locales, renderedArgs } from './locale';
import { viewports } from './viewports';

// A story whose copy is in one language fixes it with `globals: { locale: 'tr' }`; Storybook then
// holds the toolbar at that value, and the document takes its `lang` (Turkish capitals: "İ") and `dir`.
const withLocale: Decorator = (Story, context) => {
  const locale = isLocale(context.globals.locale) ? context.globals.locale : 'en';
  document.documentElement.lang = locale;
  document.documentElement.dir = localeDirections[locale];
  const args = renderedArgs(context);
  // A story fills the canvas; on a docs page it takes only its own height. The story tests wait for
  // this box (`data-story-canvas`) at its full height before they measure the story.
  const height = context.viewMode === 'docs' ? '' : 'min-h-dvh';
  return (
    <div data-story-canvas="" lang={locale} dir={localeDirections[locale]} className={`bg-background text-foreground ${height}`}>
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
    // The product is dark; so are its docs, so a story sits on the background it is made for.
    docs: { page: DocsPage, theme: themes.dark, codePanel: false },
    options: {
      storySort: {
        order: ['Introduction', 'Foundations', 'Primitives', 'Sections', 'Admin', 'Demos', 'Decor', 'Brand', 'E-mails', 'Pages'],
      },
    },
  },
};

export default preview;
