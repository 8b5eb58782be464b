export { SiteFooter, type FooterLinkGroup, type SiteFooterProps } from './site-footer';
