export { DemoNav, demoNavVariants, type DemoNavProps } from './demo-nav';
