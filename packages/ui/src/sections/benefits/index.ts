export { BenefitsSection, type Benefit, type BenefitsSectionProps } from './benefits-section';
