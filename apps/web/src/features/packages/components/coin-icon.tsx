import { useId } from 'react';

/** A gold USDT coin, drawn inline so the page needs no image request. */
export function CoinIcon({ className = '' }: { className?: string }) {
  const gradientId = useId();
  return (
    <svg viewBox="0 0 120 120" className={className} aria-hidden="true">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fde68a" />
          <stop offset="0.5" stopColor="#f59e0b" />
          <stop offset="1" stopColor="#b45309" />
        </linearGradient>
      </defs>
      <circle cx="60" cy="60" r="56" fill={`url(#${gradientId})`} />
      <circle cx="60" cy="60" r="44" fill="none" stroke="#fef3c7" strokeOpacity="0.6" strokeWidth="3" />
      <path
        d="M38 38h44v12H66v8c10 .8 17 3.4 17 6.5S76 70.2 66 71v17H54V71c-10-.8-17-3.4-17-6.5S44 58.8 54 58v-8H38Zm16 24.6c-6 .5-10 1.4-10 2.4s4 1.9 10 2.4Zm12 0v4.8c6-.5 10-1.4 10-2.4s-4-1.9-10-2.4Z"
        fill="#78350f"
        fillOpacity="0.85"
      />
    </svg>
  );
}
