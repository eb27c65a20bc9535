import './CardGraphic.css';
import { useState } from 'react';
import {
  cardNumberOnCard,
  expiryOnCard,
  holderOnCard,
  securityCodeOnCard,
} from '../../domain/checkout/cardDisplay';
import { cardLogo } from '../../domain/checkout/cardForm';
import { productImageUrl } from '../../domain/catalog/productLinks';
import type { BinControlAnswer } from '../../contract/payment';
import { useT } from '../../i18n/useT';
import { SchemeLogo } from './SchemeLogo';
import type { CardFields } from './useCardForm';

interface CardGraphicProps {
  card: CardFields;
  /** The BIN answer's bank and scheme; null until the card's 16 digits are known. */
  bank: BinControlAnswer['bank'] | null;
  /** The security code field has focus: the back (with the code) faces the customer. */
  flipped: boolean;
}

/**
 * A picture of the card being typed: its number, holder and expiry on the front with the bank's
 * logo and the scheme's mark, the security code on the back. It repeats what the fields hold, so
 * it is hidden from assistive technology.
 */
export function CardGraphic({ card, bank, flipped }: CardGraphicProps) {
  const t = useT();
  // A logo that fails to load gives way to the bank's name (a 404 picture on the card would say nothing).
  const [failedLogo, setFailedLogo] = useState<string | null>(null);
  const logo = bank ? productImageUrl(bank.logo) : null;
  const bankLogo = logo !== failedLogo ? logo : null;
  const holder = holderOnCard(card.holder);
  return (
    <div className={`b2b-card${flipped ? ' b2b-card--flipped' : ''}`} aria-hidden="true">
      <div className="b2b-card__inner">
        <div className="b2b-card__face b2b-card__front">
          <div className="b2b-card__top">
            {bankLogo ? (
              <img
                className="b2b-card__bank"
                src={bankLogo}
                alt={bank?.name ?? ''}
                width={96}
                height={24}
                onError={() => setFailedLogo(bankLogo)}
              />
            ) : (
              <span className="b2b-card__bank-name">{bank?.name}</span>
            )}
            <span className="b2b-card__chip" />
          </div>
          <div className="b2b-card__number">{cardNumberOnCard(card.cardNumber)}</div>
          <div className="b2b-card__bottom">
            <div className="b2b-card__holder">
              <span className="b2b-card__caption">{t('checkout.cardHolder')}</span>
              <span>{holder || t('checkout.holderPlaceholder')}</span>
            </div>
            <div className="b2b-card__expiry">
              <span className="b2b-card__caption">{t('checkout.validThru')}</span>
              <span>{expiryOnCard(card.expiry)}</span>
            </div>
            {bank && <SchemeLogo scheme={cardLogo(bank.organization)} />}
          </div>
        </div>
        <div className="b2b-card__face b2b-card__back">
          <div className="b2b-card__stripe" />
          <div className="b2b-card__signature">
            <span className="b2b-card__caption">{t('checkout.securityCode')}</span>
            <span className="b2b-card__ccv">{securityCodeOnCard(card.securityCode)}</span>
          </div>
          {bank && <SchemeLogo scheme={cardLogo(bank.organization)} />}
        </div>
      </div>
    </div>
  );
}
