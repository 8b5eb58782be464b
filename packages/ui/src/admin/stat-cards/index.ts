export { StatCards, type StatCardsProps, type StatItem } from './stat-cards';
