import { lazy } from 'react';
import { HydrateWhenVisible } from '../components/hydrate-when-visible';
import { HomeHero } from './home/home-hero';

// Below the fold: its code loads, and its prerendered HTML hydrates, only once the services (the first
// section with controls) scroll into view, so the first load runs the header and the hero alone.
const HomeBelowFold = lazy(() => import('./home/home-below-fold'));

// One element for every render: new props for a boundary that has not hydrated yet would make React
// hydrate it first, and it cannot until it is in view, so a navigation (an anchor link re-renders the
// page) would wait for it.
const belowFold = (
  <HydrateWhenVisible id="services">
    <HomeBelowFold />
  </HydrateWhenVisible>
);

/** The home page: the hero, then the other sections in SPEC order, each wired to the dictionary. */
export function HomePage() {
  return (
    <>
      <HomeHero />
      {belowFold}
    </>
  );
}
