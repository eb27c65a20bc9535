/**
 * Links and image addresses built from catalogue data. Product text is untrusted:
 * a slug or a file name can never turn a link into another scheme or escape its path segment.
 */

/** Detail page of a product: {basePath}/{seo}-p-{id}; the seo slug becomes one encoded path segment. */
export function productPath(seo: string, id: number | string, basePath = ''): string {
  return `${basePath}/${encodeURIComponent(seo.trim())}-p-${encodeURIComponent(String(id))}`;
}

/** The search page for a typed text: {basePath}/search?q={text}. */
export function searchPath(query: string, basePath = ''): string {
  return `${basePath}/search?${new URLSearchParams({ q: query }).toString()}`;
}

const HTTP_URL = /^https?:\/\//i;

/**
 * The address of a product image: a file name under the config's imageBasePath (each segment
 * encoded), an absolute http(s) URL or a site path as is; null for no image or any other scheme
 * (javascript:, data: …), which the image component shows as the 404 image.
 */
export function productImageUrl(file: string | null | undefined, imageBasePath = '/images/'): string | null {
  const name = (file ?? '').trim();
  if (name === '') return null;
  if (HTTP_URL.test(name)) return name;
  if (name.startsWith('//')) return null; // protocol-relative: another host
  if (name.startsWith('/')) return name;
  if (/^[a-z][a-z0-9+.-]*:/i.test(name)) return null;
  const base = imageBasePath.endsWith('/') ? imageBasePath : `${imageBasePath}/`;
  return base + name.split('/').map(encodeURIComponent).join('/');
}
