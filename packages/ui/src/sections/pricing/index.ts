export { PricingSection, type PricingSectionProps, type PricingTier } from './pricing-section';
