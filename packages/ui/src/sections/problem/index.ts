export { ProblemSection, type ProblemItem, type ProblemSectionProps } from './problem-section';
