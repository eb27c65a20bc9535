import { useEffect, useRef, useState } from 'react';
import { useIsomorphicLayoutEffect } from './useIsomorphicLayoutEffect';
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
  /** The page's largest image (the product page's): fetched before the others (fetchpriority). */
  priority?: boolean;
  className?: string;
}

// React 18 passes an attribute it does not know through only in lower case; its types know none.
const HIGH_PRIORITY = { fetchpriority: 'high' } as Record<string, string>;

/**
 * A product image of a fixed box (so nothing shifts), a grey placeholder while it loads,
 * and the 404 image with alt 'Not Found' when it fails.
 */
export function ProductImage({
  src,
  alt,
  size,
  fallbackHeight,
  lazy = true,
  priority = false,
  className,
}: ProductImageProps) {
  // Remembering which source failed (not just "failed") lets a new src, e.g. after a variant switch, try again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const image = useRef<HTMLImageElement>(null);
  // Markup rendered on the server may have loaded its image, or failed to, before React listened
  // (hydration attaches onLoad/onError later): the element knows.
  useEffect(() => {
    const img = image.current;
    if (!src || !img?.complete) return;
    if (img.naturalWidth > 0) setLoadedSrc(src);
    else setFailedSrc(src);
  }, [src]);
  const failed = !src || failedSrc === src;
  const loaded = !!src && loadedSrc === src;
  const height = failed ? (fallbackHeight ?? size) : size;
  const box = useRef<HTMLSpanElement>(null);
  // The box's size goes through the CSSOM, not a style attribute: the storefront's CSP (style-src
  // 'self') refuses style attributes in server-rendered markup. Before the effect the image's own
  // width and height attributes give the box the same size.
  // Width and proportions, not a height: where the box is narrower than its size (the product page's
  // 400 px image on a phone) it keeps the image's shape instead of growing taller than the image.
  useIsomorphicLayoutEffect(() => {
    box.current?.style.setProperty('width', `${size}px`);
    box.current?.style.setProperty('aspect-ratio', `${size} / ${height}`);
  }, [size, height]);
  return (
    <span
      className={`b2b-image${failed ? ' b2b-image--failed' : loaded ? '' : ' b2b-image--loading'}${className ? ` ${className}` : ''}`}
      ref={box}
    >
      <img
        {...(priority ? HIGH_PRIORITY : {})}
        ref={image}
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
