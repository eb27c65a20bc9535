/** The five networks, in the order their parts come in store.socialMedia. */
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'twitter', 'youtube', 'pinterest'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/**
 * Default separator of the five parts: '|'. The spec only says "a special letter"; '|' is not
 * allowed unencoded in a URL (RFC 3986), so it cannot occur inside a part, and it is the default of
 * the config (store.socialMediaSeparator), which a host may override.
 */
export const DEFAULT_SOCIAL_MEDIA_SEPARATOR = '|';

export interface SocialLink {
  network: SocialNetwork;
  url: string;
}

/** Only http and https links are ever rendered (no javascript:, data: …). */
export function safeHttpUrl(url: string): string | null {
  const trimmed = url.trim();
  if (!/^https?:\/\//i.test(trimmed)) return null;
  try {
    const parsed = new URL(trimmed);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? trimmed : null;
  } catch {
    return null;
  }
}

/**
 * Parses store.socialMedia: parts separated by the separator, in the order facebook, instagram,
 * twitter, youtube, pinterest. Each part is a flag character ('0' hidden), one more character
 * (ignored), then the URL. Returns the visible networks with an http(s) URL, in that order;
 * missing parts are hidden and parts beyond the fifth are ignored.
 */
export function parseSocialMedia(
  value: string | null | undefined,
  separator: string = DEFAULT_SOCIAL_MEDIA_SEPARATOR,
): SocialLink[] {
  if (!value || separator === '') return [];
  const parts = value.split(separator);
  const links: SocialLink[] = [];
  SOCIAL_NETWORKS.forEach((network, i) => {
    const part = parts[i];
    if (part === undefined || part.length < 3 || part[0] === '0') return;
    const url = safeHttpUrl(part.slice(2));
    if (url) links.push({ network, url });
  });
  return links;
}
