export { Card, CardDescription, CardTitle, cardVariants, type CardProps } from './card';
