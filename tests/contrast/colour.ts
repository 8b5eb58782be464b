/** An sRGB colour with channels 0..1 and alpha 0..1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const clamp = (value: number) => Math.min(1, Math.max(0, value));

/** Linear-light sRGB channel to its gamma-encoded value. */
const encode = (c: number) => (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055);
/** Gamma-encoded sRGB channel to linear light. */
const decode = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);

/**
 * OKLCH (Björn Ottosson's OKLab in polar form, as CSS Color 4 defines it) to sRGB: to OKLab, to LMS
 * by the inverse M2 matrix, cubed, to linear sRGB by the inverse M1 matrix, gamma-encoded and clipped.
 */
export function oklchToRgb(l: number, c: number, hDegrees: number, alpha = 1): Rgba {
  const h = (hDegrees * Math.PI) / 180;
  const a = c * Math.cos(h);
  const b = c * Math.sin(h);
  const l_ = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m_ = (l - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s_ = (l - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const r = 4.0767416621 * l_ - 3.3077115913 * m_ + 0.2309699292 * s_;
  const g = -1.2684380046 * l_ + 2.6097574011 * m_ - 0.3413193965 * s_;
  const bl = -0.0041960863 * l_ - 0.7034186147 * m_ + 1.707614701 * s_;
  return { r: clamp(encode(r)), g: clamp(encode(g)), b: clamp(encode(bl)), a: alpha };
}

const number = (text: string, percentOf = 1) => (text.endsWith('%') ? (parseFloat(text) / 100) * percentOf : parseFloat(text));

/** Parses the colour formats the theme uses: `#rgb`, `#rrggbb(aa)`, `rgb()`/`rgba()`, `oklch()`. */
export function parseColour(value: string): Rgba {
  const text = value.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(text);
  if (hex) {
    const digits = hex[1]!.length === 3 ? [...hex[1]!].map((d) => d + d).join('') : hex[1]!;
    const channel = (i: number) => parseInt(digits.slice(i, i + 2), 16) / 255;
    return { r: channel(0), g: channel(2), b: channel(4), a: digits.length === 8 ? channel(6) : 1 };
  }
  const fn = /^(rgba?|oklch)\(\s*([^)]*)\)$/.exec(text);
  if (fn) {
    const [channels, alphaText] = fn[2]!.includes('/') ? fn[2]!.split('/') : [fn[2]!, undefined];
    const parts = channels!.split(/[\s,]+/).filter(Boolean);
    const commaAlpha = fn[1] === 'rgba' || (parts.length === 4 && fn[1] === 'rgb') ? parts.pop() : undefined;
    const alpha = alphaText ?? commaAlpha;
    const a = alpha === undefined ? 1 : number(alpha.trim());
    if (fn[1] === 'oklch') {
      const [l, c, h] = parts;
      return oklchToRgb(number(l!), number(c!, 0.4), parseFloat(h!), a);
    }
    const [r, g, b] = parts.map((p) => number(p, 255) / 255);
    return { r: r!, g: g!, b: b!, a };
  }
  throw new Error(`Unsupported colour format: ${value}`);
}

/** `top` drawn over an opaque `bottom` (source-over in sRGB, as browsers composite). */
export function over(top: Rgba, bottom: Rgba): Rgba {
  const mix = (t: number, b: number) => t * top.a + b * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

/** The same colour at `alpha` times its opacity (Tailwind's `/NN` modifier, CSS `opacity`). */
export function withAlpha(colour: Rgba, alpha: number): Rgba {
  return { ...colour, a: colour.a * alpha };
}

/** CSS `filter: brightness(f)`: every channel scaled, clipped. */
export function brightness(colour: Rgba, factor: number): Rgba {
  return { r: clamp(colour.r * factor), g: clamp(colour.g * factor), b: clamp(colour.b * factor), a: colour.a };
}

/** WCAG 2 relative luminance of an opaque colour. */
export function luminance({ r, g, b }: Rgba): number {
  return 0.2126 * decode(r) + 0.7152 * decode(g) + 0.0722 * decode(b);
}

/** WCAG 2 contrast ratio of two opaque colours, 1..21. */
export function contrastRatio(a: Rgba, b: Rgba): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export function toHex({ r, g, b }: Rgba): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(c * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
