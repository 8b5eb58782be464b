export { AdminNav, type AdminNavItem, type AdminNavProps } from './admin-nav';
