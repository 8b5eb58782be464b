export { FutureServicesGrid, type FutureService, type FutureServicesGridProps } from './future-services-grid';
