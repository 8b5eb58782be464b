export { Logo, LogoMark, type LogoProps } from './logo';
