export { ComparisonSection, type ComparisonSectionProps } from './comparison-section';
export { ComparisonTable, type ComparisonRow, type ComparisonTableProps, type ComparisonValue } from './comparison-table';
