import { useState } from 'react';

/** The card as its fields hold it (masked text). Component state only: never Redux, storage or a URL. */
export interface CardFields {
  cardNumber: string;
  holder: string;
  expiry: string;
  securityCode: string;
}

export const EMPTY_CARD: CardFields = { cardNumber: '', holder: '', expiry: '', securityCode: '' };

export function useCardForm() {
  const [card, setCard] = useState<CardFields>(EMPTY_CARD);
  const setField = (field: keyof CardFields, value: string) => setCard((c) => ({ ...c, [field]: value }));
  return { card, setField };
}
