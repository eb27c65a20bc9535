import type { CardLogo } from '../../domain/checkout/cardForm';

/** The card scheme's mark drawn in SVG (no image request, crisp at any size). */
export function SchemeLogo({ scheme }: { scheme: CardLogo }) {
  if (scheme === 'Visa')
    return (
      <svg className="b2b-card__scheme" viewBox="0 0 64 24" role="img" aria-label="Visa">
        <text x="32" y="20" textAnchor="middle" fontSize="22" fontStyle="italic" fontWeight="800" fill="#fff">
          VISA
        </text>
      </svg>
    );
  return (
    <svg className="b2b-card__scheme" viewBox="0 0 64 40" role="img" aria-label="Mastercard">
      <circle cx="24" cy="20" r="16" fill="#eb001b" />
      <circle cx="40" cy="20" r="16" fill="#f79e1b" fillOpacity="0.9" />
      <path d="M32 7.2a16 16 0 0 1 0 25.6a16 16 0 0 1 0-25.6z" fill="#ff5f00" />
    </svg>
  );
}
