import { brightness, over, withAlpha, type Rgba } from './colour';
import type { ContrastPair } from './pairs';

/** `surface/90` -> the surface token at 90 % of its opacity. */
function token(tokens: Record<string, Rgba>, ref: string): Rgba {
  const [name, percent] = ref.split('/');
  const colour = tokens[name!];
  if (!colour) throw new Error(`Unknown theme token: ${name}`);
  return percent === undefined ? colour : withAlpha(colour, Number(percent) / 100);
}

/** The colours a pair puts side by side, after compositing every layer, opacity and filter. */
export function resolvePair(tokens: Record<string, Rgba>, pair: ContrastPair): { fg: Rgba; bg: Rgba } {
  const layers = pair.bg.map((ref) => token(tokens, ref));
  const effect = pair.opacity ?? pair.brightness;
  const split = layers.length - (effect?.layers ?? 0);
  if (split < 1 || layers[0]!.a !== 1) throw new Error(`${pair.use}: the bottom layer must be an opaque page colour`);
  const backdrop = layers.slice(1, split).reduce((under, layer) => over(layer, under), layers[0]!);
  let element = layers.slice(split).reduce((under, layer) => over(layer, under), backdrop);
  let fg = over(token(tokens, pair.fg), element);
  if (pair.brightness) {
    element = brightness(element, pair.brightness.value);
    fg = brightness(fg, pair.brightness.value);
  }
  if (pair.opacity) {
    element = over(withAlpha(element, pair.opacity.value), backdrop);
    fg = over(withAlpha(fg, pair.opacity.value), backdrop);
  }
  return { fg, bg: element };
}
