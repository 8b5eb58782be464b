import { useId, type SVGProps } from 'react';

/** The store's own product drawings: flat shapes on a soft gradient, no photos. */
export type ProductArt = 'headphones' | 'watch' | 'speaker';

function Frame({ from, to, children, ...props }: SVGProps<SVGSVGElement> & { from: string; to: string }) {
  const id = useId().replace(/:/g, '');
  return (
    <svg viewBox="0 0 240 180" aria-hidden {...props} data-slot="product-artwork">
      <defs>
        <linearGradient id={`${id}-bg`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
        <radialGradient id={`${id}-shine`} cx="0.3" cy="0.2" r="0.8">
          <stop offset="0" stopColor="#fff" stopOpacity="0.55" />
          <stop offset="1" stopColor="#fff" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="240" height="180" fill={`url(#${id}-bg)`} />
      <rect width="240" height="180" fill={`url(#${id}-shine)`} />
      <ellipse cx="120" cy="158" rx="70" ry="8" fill="#0f172a" opacity="0.12" />
      {children}
    </svg>
  );
}

function Headphones() {
  return (
    <Frame from="#e0e7ff" to="#c7d2fe">
      <path d="M66 104c0-34 24-62 54-62s54 28 54 62" fill="none" stroke="#1e1b4b" strokeWidth="10" strokeLinecap="round" />
      <path d="M66 104c0-34 24-62 54-62s54 28 54 62" fill="none" stroke="#6366f1" strokeWidth="3" strokeLinecap="round" opacity="0.6" />
      <rect x="50" y="96" width="34" height="56" rx="16" fill="#1e1b4b" />
      <rect x="156" y="96" width="34" height="56" rx="16" fill="#1e1b4b" />
      <rect x="58" y="104" width="18" height="40" rx="9" fill="#6366f1" />
      <rect x="164" y="104" width="18" height="40" rx="9" fill="#6366f1" />
      <circle cx="67" cy="112" r="3" fill="#c7d2fe" />
    </Frame>
  );
}

function Watch() {
  return (
    <Frame from="#ccfbf1" to="#99f6e4">
      <rect x="96" y="22" width="48" height="40" rx="10" fill="#134e4a" />
      <rect x="96" y="118" width="48" height="40" rx="10" fill="#134e4a" />
      <rect x="78" y="52" width="84" height="76" rx="22" fill="#0f172a" />
      <rect x="86" y="60" width="68" height="60" rx="16" fill="#042f2e" />
      <circle cx="120" cy="90" r="22" fill="none" stroke="#14b8a6" strokeWidth="5" strokeDasharray="100 40" strokeLinecap="round" />
      <circle cx="120" cy="90" r="13" fill="none" stroke="#5eead4" strokeWidth="4" strokeDasharray="50 40" strokeLinecap="round" />
      <rect x="162" y="80" width="6" height="18" rx="3" fill="#134e4a" />
    </Frame>
  );
}

function Speaker() {
  return (
    <Frame from="#ffe4e6" to="#fecdd3">
      <rect x="82" y="28" width="76" height="126" rx="30" fill="#1f2937" />
      <rect x="88" y="34" width="64" height="114" rx="26" fill="#374151" />
      <circle cx="120" cy="112" r="24" fill="#111827" />
      <circle cx="120" cy="112" r="15" fill="#f43f5e" />
      <circle cx="120" cy="112" r="6" fill="#fda4af" />
      <circle cx="120" cy="62" r="10" fill="#111827" />
      <circle cx="120" cy="62" r="4" fill="#fb7185" />
    </Frame>
  );
}

const arts = { headphones: Headphones, watch: Watch, speaker: Speaker } satisfies Record<ProductArt, () => unknown>;

/** One product's drawing, filling its box. */
export function ProductArtwork({ art }: { art: ProductArt }) {
  const Art = arts[art];
  return <Art />;
}
