export { DemoLinks, type DemoLink, type DemoLinksProps } from './demo-links';
