import { useId } from 'react';

/** The hero's product shot: a drawn analytics dashboard (decorative). */
export function DashboardArt() {
  const id = useId().replace(/:/g, '');
  const bars = [38, 52, 44, 66, 58, 74, 62, 88, 80, 96, 84, 108];
  return (
    <svg data-slot="dashboard-art" viewBox="0 0 560 360" aria-hidden className="h-auto w-full">
      <defs>
        <linearGradient id={`${id}-area`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#818cf8" stopOpacity="0.45" />
          <stop offset="1" stopColor="#818cf8" stopOpacity="0" />
        </linearGradient>
        <linearGradient id={`${id}-bar`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#34d399" />
          <stop offset="1" stopColor="#059669" />
        </linearGradient>
      </defs>
      <rect width="560" height="360" rx="18" fill="#0b1020" />
      <rect x="0.5" y="0.5" width="559" height="359" rx="17.5" fill="none" stroke="#ffffff" strokeOpacity="0.08" />
      <circle cx="24" cy="22" r="5" fill="#f87171" />
      <circle cx="40" cy="22" r="5" fill="#fbbf24" />
      <circle cx="56" cy="22" r="5" fill="#34d399" />
      {[0, 1, 2].map((i) => (
        <g key={i} transform={`translate(${24 + i * 176} 48)`}>
          <rect width="160" height="64" rx="10" fill="#121a33" />
          <rect x="14" y="14" width="56" height="6" rx="3" fill="#475569" />
          <rect x="14" y="30" width={[84, 64, 74][i]} height="14" rx="4" fill="#e2e8f0" />
          <rect x="112" y="32" width="34" height="10" rx="5" fill={i === 2 ? '#7f1d1d' : '#064e3b'} />
        </g>
      ))}
      <g transform="translate(24 128)">
        <rect width="336" height="208" rx="12" fill="#121a33" />
        <path d="M16 160 L60 132 L104 142 L148 104 L192 114 L236 74 L280 86 L320 44 L320 192 L16 192 Z" fill={`url(#${id}-area)`} />
        <path
          d="M16 160 L60 132 L104 142 L148 104 L192 114 L236 74 L280 86 L320 44"
          fill="none"
          stroke="#a5b4fc"
          strokeWidth="3"
          strokeLinejoin="round"
        />
        <circle cx="320" cy="44" r="5" fill="#e0e7ff" />
      </g>
      <g transform="translate(376 128)">
        <rect width="160" height="208" rx="12" fill="#121a33" />
        {bars.map((h, i) => (
          <rect key={i} x={14 + i * 11.5} y={188 - h} width="7" height={h} rx="3" fill={`url(#${id}-bar)`} opacity={0.55 + i * 0.035} />
        ))}
      </g>
    </svg>
  );
}
