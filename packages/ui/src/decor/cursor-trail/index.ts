export { CursorTrail, type CursorTrailProps } from './cursor-trail';
