export { ProcessSection, type ProcessSectionProps, type ProcessStep } from './process-section';
