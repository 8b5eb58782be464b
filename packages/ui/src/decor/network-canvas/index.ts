export { NetworkCanvas, type NetworkCanvasProps } from './network-canvas';
