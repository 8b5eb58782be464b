import { HomeBenefits, HomeComparison, HomePricing, HomeProblem, HomeProcess, HomeServices } from './home-sections';

/** Every home section after the hero, in SPEC order: one chunk, hydrated when it comes into view. */
export default function HomeBelowFold() {
  return (
    <>
      <HomeProblem />
      <HomeServices />
      <HomeProcess />
      <HomeComparison />
      <HomePricing />
      <HomeBenefits />
    </>
  );
}
