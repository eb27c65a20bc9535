import { arrayOf, DecodeError, nullable, object, optional, str, type Decoded, type Decoder } from '../decode';
import { bankOptionDecoder } from '../bankOptions';
import { paymentAdvencePriceDecoder } from '../cart';
import { productDecoder } from '../catalog';

/** The most characters an inline picture's data: URL may have (a 12 KiB picture in base64, and its head). */
export const INLINE_PICTURE_MAX_CHARS = 16_500;

// Only pictures, only base64: what an <img> shows and nothing a browser would run.
const PICTURE_DATA_URL = /^data:image\/(?:png|jpeg|gif|webp|avif|svg\+xml);base64,[A-Za-z0-9+/]+={0,2}$/;

const pictureDataUrl: Decoder<string> = (v, p) => {
  const text = str(v, p);
  if (text.length > INLINE_PICTURE_MAX_CHARS || !PICTURE_DATA_URL.test(text))
    throw new DecodeError(p, `a base64 data:image URL of at most ${INLINE_PICTURE_MAX_CHARS} characters`, v);
  return text;
};

/**
 * The page product's picture inside the page: `image` is the product image name it stands for
 * (`Product.image`), `src` its bytes as a data: URL. Shown instead of fetching that name, so the
 * product page's largest element paints with the page and not one round trip later.
 */
export const inlinePictureDecoder = object({ image: str, src: pictureDataUrl });
export type InlinePicture = Decoded<typeof inlinePictureDecoder>;

/**
 * The detail page's product and, when the store takes cards, the checkout's bank tables (the same
 * `banks` as CheckoutProps): the installment line under the price and its dialog. Absent or [] shows
 * no installments. `paymentOptions` are the cart's plans (the same as CartProps): the installments
 * are worked out on the card plan's price (the isVirtual one), what a cart paid by card is charged;
 * absent, [] or without a card plan, on the sale price. `inlinePicture`: see inlinePictureDecoder.
 */
export const productDetailPropsDecoder = object({
  product: productDecoder,
  banks: optional(arrayOf(bankOptionDecoder), []),
  paymentOptions: optional(arrayOf(paymentAdvencePriceDecoder), []),
  inlinePicture: nullable(inlinePictureDecoder),
});
export type ProductDetailProps = Decoded<typeof productDetailPropsDecoder>;
