/**
 * What the site's home page picks beside its copy (order, icons, ids, the comparison matrix), for
 * the section fixtures: taken from the page itself, so a story shows the cards the page shows.
 */
export {
  benefitIcons,
  coldEmail,
  comparisonMatrix,
  featuredTier,
  futureServices,
  pricingOrder,
  problemIcons,
  serviceIcons,
} from '../../packages/site/src/pages/home/home-content';
