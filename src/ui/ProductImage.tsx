import { useState } from 'react';
import './ProductImage.css';

export const FALLBACK_IMAGE = '/images/404.png';
export const FALLBACK_ALT = 'Not Found';

interface ProductImageProps {
  src: string | null | undefined;
  alt: string;
  size: number;
  /** Height of the fallback image (the spec's 222 in grid cards); the size otherwise. */
  fallbackHeight?: number;
  lazy?: boolean;
  className?: string;
}

/**
 * A product image of a fixed box (so nothing shifts), a grey placeholder while it loads,
 * and the 404 image with alt 'Not Found' when it fails.
 */
export function ProductImage({ src, alt, size, fallbackHeight, lazy = true, className }: ProductImageProps) {
  // Remembering which source failed (not just "failed") lets a new src, e.g. after a variant switch, try again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const failed = !src || failedSrc === src;
  const loaded = !!src && loadedSrc === src;
  const height = failed ? (fallbackHeight ?? size) : size;
  return (
    <span
      className={`b2b-image${loaded || failed ? '' : ' b2b-image--loading'}${className ? ` ${className}` : ''}`}
      style={{ width: size, height }}
    >
      <img
        src={failed ? FALLBACK_IMAGE : (src ?? FALLBACK_IMAGE)}
        alt={failed ? FALLBACK_ALT : alt}
        width={size}
        height={height}
        loading={lazy ? 'lazy' : 'eager'}
        decoding="async"
        onLoad={() => setLoadedSrc(src ?? null)}
        onError={() => setFailedSrc(src ?? null)}
      />
    </span>
  );
}
