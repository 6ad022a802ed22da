import type { ArtTone } from '@app/web-kit/lib/site-content/types';
import { useId } from 'react';

const TONES: Record<ArtTone, [string, string]> = {
  teal: ['#2dd4bf', '#0f766e'],
  sky: ['#38bdf8', '#1e3a8a'],
  violet: ['#a78bfa', '#4c1d95'],
  amber: ['#fbbf24', '#9a3412'],
  rose: ['#fb7185', '#831843'],
  emerald: ['#34d399', '#064e3b'],
};

interface ArtTileProps {
  tone: ArtTone;
  /** Wide art suits heroes; the default suits cards. */
  isWide?: boolean;
  /** Cover the parent box, cropping the art instead of letterboxing it. */
  isCover?: boolean;
  className?: string;
}

/** A decorative illustration drawn in place, so pages need no image downloads. */
export function ArtTile({ tone, isWide = false, isCover = false, className = '' }: ArtTileProps) {
  const gradientId = useId();
  const [light, dark] = TONES[tone];
  const width = isWide ? 640 : 400;
  const height = isWide ? 400 : 240;
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      aria-hidden="true"
      preserveAspectRatio={isCover ? 'xMidYMid slice' : undefined}
      className={`${isCover ? 'size-full' : 'h-auto w-full'} ${className}`}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={light} />
          <stop offset="1" stopColor={dark} />
        </linearGradient>
      </defs>
      <rect width={width} height={height} fill={`url(#${gradientId})`} />
      <circle cx={width * 0.78} cy={height * 0.28} r={height * 0.34} fill="#fff" fillOpacity="0.14" />
      <circle cx={width * 0.2} cy={height * 0.9} r={height * 0.42} fill="#020617" fillOpacity="0.18" />
      <path
        d={`M0 ${height * 0.72} Q ${width * 0.3} ${height * 0.5} ${width * 0.55} ${height * 0.66} T ${width} ${height * 0.56}`}
        fill="none"
        stroke="#fff"
        strokeOpacity="0.35"
        strokeWidth="3"
      />
      <rect
        x={width * 0.1}
        y={height * 0.16}
        width={width * 0.3}
        height={height * 0.22}
        rx="10"
        fill="#020617"
        fillOpacity="0.25"
      />
    </svg>
  );
}
