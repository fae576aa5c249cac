import { hashString } from '../../format/hashString.js';
import { useComponentStyles } from '../../styles/useComponentStyles.js';
import { placeholderImageSheet } from './PlaceholderImage.css.js';

export interface PlaceholderImageProps {
  /** The name whose initials are shown; also seeds the tint. */
  name: string;
  className: string;
  size?: string;
}

/** Initials on a tint derived from the name: shown when there is no image or it fails. */
export function PlaceholderImage({ name, className, size }: PlaceholderImageProps) {
  useComponentStyles(placeholderImageSheet);
  const initials =
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((word) => word[0]?.toUpperCase())
      .join('') || '?';
  const hue = hashString(name) % 360;
  return (
    <span
      className={`${className} wk-placeholder-image`}
      data-size={size}
      aria-hidden="true"
      style={{
        backgroundImage: `linear-gradient(135deg, hsl(${hue} 60% 50% / 0.35), hsl(${(hue + 40) % 360} 60% 50% / 0.15))`,
      }}
    >
      {initials}
    </span>
  );
}
