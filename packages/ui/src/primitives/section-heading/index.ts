export { SectionHeading, sectionHeadingVariants, type SectionHeadingProps } from './section-heading';
