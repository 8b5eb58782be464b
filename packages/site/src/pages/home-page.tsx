import { HomeHero } from './home/home-hero';
import {
  HomeBenefits,
  HomeComparison,
  HomePricing,
  HomeProblem,
  HomeProcess,
  HomeServices,
} from './home/home-sections';

/** The home page: its sections in SPEC order, each wired to the dictionary and the router. */
export function HomePage() {
  return (
    <>
      <HomeHero />
      <HomeProblem />
      <HomeServices />
      <HomeProcess />
      <HomeComparison />
      <HomePricing />
      <HomeBenefits />
    </>
  );
}
