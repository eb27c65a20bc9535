/** Storefront routes of spec section 2 the widgets link or send users to (relative to the base path). */
export const LOGIN_PATH = '/account/login';
export const CART_PATH = '/sepet';
export const OFFER_LIST_PATH = '/teklif/liste';
