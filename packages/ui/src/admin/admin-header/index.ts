export { AdminHeader, type AdminHeaderProps } from './admin-header';
