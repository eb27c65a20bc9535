import type { ReactElement } from 'react';
import type { SocialNetwork } from '../../domain/chrome/socialMedia';

/** Simple glyphs drawn for this widget (24 × 24, currentColor): inline SVG, no icon font. */
const GLYPHS: Record<SocialNetwork, ReactElement> = {
  facebook: (
    <>
      <circle cx="12" cy="12" r="10" fill="currentColor" />
      <path
        d="M13.2 19v-6.2h2.1l.3-2.4h-2.4V8.9c0-.7.2-1.2 1.2-1.2h1.3V5.6a17 17 0 0 0-1.9-.1c-1.9 0-3.1 1.1-3.1 3.2v1.7H8.6v2.4h2.1V19h2.5Z"
        fill="#fff"
      />
    </>
  ),
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.3" cy="6.7" r="1.3" fill="currentColor" />
    </>
  ),
  twitter: (
    <>
      <rect x="2" y="2" width="20" height="20" rx="4" fill="currentColor" />
      <path
        d="M6.5 6.5h3.2l7.8 11h-3.2l-7.8-11Zm10.6 0-4 4.6m-1.8 2.1-4.4 4.3"
        fill="none"
        stroke="#fff"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </>
  ),
  youtube: (
    <>
      <rect x="1.5" y="5" width="21" height="14" rx="4" fill="currentColor" />
      <path d="m10 9 5.2 3-5.2 3V9Z" fill="#fff" />
    </>
  ),
  pinterest: (
    <>
      <circle cx="12" cy="12" r="10" fill="currentColor" />
      <path
        d="M10.4 19.2 12 12.6m-1.1 1.5c2.9 1.4 5.9-.6 5.9-3.6 0-2.5-2.1-4.3-4.7-4.3-2.9 0-4.8 2-4.8 4.4 0 1 .4 1.9 1 2.3"
        fill="none"
        stroke="#fff"
        strokeWidth="1.7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </>
  ),
};

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg
      className="b2b-social__icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
    >
      {GLYPHS[network]}
    </svg>
  );
}
