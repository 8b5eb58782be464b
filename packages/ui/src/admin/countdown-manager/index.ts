export { CountdownManager, type CountdownManagerProps } from './countdown-manager';
export type { CountdownManagerLabels, CountdownRow, NewCountdownValues } from './labels';
