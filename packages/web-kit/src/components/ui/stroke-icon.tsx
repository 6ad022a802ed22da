interface StrokeIconProps {
  /** The outline's SVG path on a 24-unit grid, drawn with round ends and joins. */
  path: string;
  className: string;
  /** Width and height in pixels, for a page whose styles have not arrived yet; absent, the class alone sizes it. */
  size?: number;
  strokeWidth?: string;
}

/** An outline icon in the text's colour, hidden from screen readers: the label beside it (or on its button) speaks. */
export function StrokeIcon({ path, className, size, strokeWidth = '1.6' }: StrokeIconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      aria-hidden="true"
    >
      <path d={path} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
