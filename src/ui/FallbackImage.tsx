import { useState } from 'react';
import { FALLBACK_ALT, FALLBACK_IMAGE } from './ProductImage';

interface FallbackImageProps {
  src: string | null | undefined;
  alt: string;
  /** Intrinsic size attributes (the shape the browser reserves); CSS decides the shown size. */
  width: number;
  height: number;
  className?: string;
  lazy?: boolean;
}

/**
 * A plain <img> sized by CSS (carousel tiles, search thumbnails) with ProductImage's failure rule:
 * no source or a load error shows /images/404.png with alt 'Not Found'.
 */
export function FallbackImage({ src, alt, width, height, className, lazy = true }: FallbackImageProps) {
  // Remembering which source failed lets a new source try again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = !src || failedSrc === src;
  return (
    <img
      className={className}
      src={failed ? FALLBACK_IMAGE : src}
      alt={failed ? FALLBACK_ALT : alt}
      width={width}
      height={height}
      loading={lazy ? 'lazy' : 'eager'}
      decoding="async"
      onError={() => setFailedSrc(src ?? null)}
    />
  );
}
