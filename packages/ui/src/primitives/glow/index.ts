export { Glow, glowVariants, type GlowProps } from './glow';
