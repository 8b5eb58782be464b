import {
  BenefitsSection,
  ComingSoonFeature,
  ComparisonSection,
  FutureServicesGrid,
  PricingSection,
  ProblemSection,
  ProcessSection,
  ServicesSection,
} from '@zk/ui';
import { usePropsContext } from '../../app/use-props-context';
import {
  benefitsProps,
  comingSoonProps,
  comparisonProps,
  futureServicesProps,
  pricingProps,
  problemProps,
  processProps,
  servicesProps,
} from '../../props/home';

export function HomeProblem() {
  return <ProblemSection id="problem" {...problemProps(usePropsContext())} />;
}

export function HomeServices() {
  const context = usePropsContext();
  return (
    <ServicesSection id="services" {...servicesProps(context)}>
      <ComingSoonFeature className="mt-10" {...comingSoonProps(context)} />
      <FutureServicesGrid className="mt-10" {...futureServicesProps(context)} />
    </ServicesSection>
  );
}

export function HomeProcess() {
  return <ProcessSection id="process" {...processProps(usePropsContext())} />;
}

export function HomeComparison() {
  return <ComparisonSection id="comparison" {...comparisonProps(usePropsContext())} />;
}

export function HomePricing() {
  return <PricingSection id="pricing" {...pricingProps(usePropsContext())} />;
}

export function HomeBenefits() {
  return <BenefitsSection id="benefits" {...benefitsProps(usePropsContext())} />;
}
