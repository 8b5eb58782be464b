// Decorative motion is its own entry point, not re-exported from the package index, so the site can
// load it with a dynamic import and keep it out of the first-load bundle.
export { CursorTrail, type CursorTrailProps } from './cursor-trail';
export { NetworkCanvas, type NetworkCanvasProps } from './network-canvas';
