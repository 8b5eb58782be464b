export { ComingSoonFeature, type ComingSoonFeatureProps } from './coming-soon-feature';
