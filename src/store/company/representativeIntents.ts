/**
 * The sales representatives' intents as plain types: only these are in the entry chunk (they wake the
 * flow's listener, sagas/company/representatives); the state, the action creators and the session come
 * with the widgets' chunks (store/company/representatives).
 */
export const REPRESENTATIVE_TYPES = {
  /** The book (the /temsilci page, the 'Müşteri Seç' list) is read. */
  bookRequested: 'representatives/bookRequested',
  /** 'Adına Çalış' or a customer chosen in 'Müşteri Seç': {companyId}. */
  actingStartRequested: 'representatives/actingStartRequested',
  /** 'Çık' of the acting banner. */
  actingStopRequested: 'representatives/actingStopRequested',
  /** The account settings' representative section: the consent is read. */
  consentRequested: 'representatives/consentRequested',
  /** Kaydet of the consent section: {mayOrder, orderLimit}. */
  consentSaveRequested: 'representatives/consentSaveRequested',
  /** The flow's code could not be fetched: {trigger}, the intent that asked; the next one fetches again. */
  unavailable: 'representatives/unavailable',
} as const;

export const REPRESENTATIVE_INTENTS: string[] = [
  REPRESENTATIVE_TYPES.bookRequested,
  REPRESENTATIVE_TYPES.actingStartRequested,
  REPRESENTATIVE_TYPES.actingStopRequested,
  REPRESENTATIVE_TYPES.consentRequested,
  REPRESENTATIVE_TYPES.consentSaveRequested,
];
