/**
 * The product page's picture inside the page when it is small. Its largest element is the picture,
 * and a picture fetched after the HTML paints one round trip later than the page: on Lighthouse's
 * slow 4G that is 562.5 ms for its request on top of the page's own, so no fetched picture paints
 * before about 1.2 s. A small one costs less inline than that round trip (web.dev's advice for a
 * small LCP resource); a larger one stays a file, preloaded with the page (views/layout.ts lcpImage).
 * Inline it is not cached apart from the page: the limit keeps that cost to a few KiB a page.
 */
import type { InlinePicture } from '../../src/contract/props/productDetailProps';
import { pictureType } from '../http/contentTypes';
import type { Db } from '../db/handle';
import { imageData } from '../repo/images';

/** webpack's own limit for putting an asset inline (the `asset` type's 8 KiB). */
export const INLINE_PICTURE_MAX_BYTES = 8 * 1024;

/** The picture named `image` as a data: URL, or null (no picture, not one of ours, or too large). */
export async function inlinePicture(db: Db, image: string): Promise<InlinePicture | null> {
  const type = pictureType(image);
  if (!image || !type) return null;
  const data = await imageData(db, image);
  if (!data || data.length === 0 || data.length > INLINE_PICTURE_MAX_BYTES) return null;
  return { image, src: `data:${type};base64,${data.toString('base64')}` };
}
