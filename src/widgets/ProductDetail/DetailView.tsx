import type { PaymentAdvencePrice } from '../../contract/cart';
import type { Product } from '../../contract/catalog';
import type { BankOption } from '../../contract/payment';
import type { InlinePicture } from '../../contract/props/productDetailProps';
import { customCodeLine } from '../../domain/catalog/customCode';
import { hasPrice } from '../../domain/catalog/hasPrice';
import { chosenUnit } from '../../domain/cart/units';
import { variantDimensions } from '../../domain/catalog/variants';
import { usePageT } from '../../i18n/usePageT';
import { selectBasePath, selectImageBasePath, selectSettings } from '../../store/core/config';
import { useAppDispatch, useAppSelector } from '../../store/core/hooks';
import {
  amountChanged,
  unitChosen,
  variantValueChosen,
  type ProductDetailState,
} from '../../store/catalog/productDetail';
import { ProductImage } from '../../ui/ProductImage';
import { Spinner } from '../../ui/Spinner';
import { AddToCartControl } from '../shared/AddToCartControl';
import { AddToListButton } from '../shared/AddToListButton';
import { PriceTag } from '../shared/PriceTag';
import { QuantityInput } from '../shared/QuantityInput';
import { CustomCode } from './CustomCode';
import { DetailStock } from './DetailStock';
import { EquivalentCodes } from './EquivalentCodes';
import { InstallmentLine } from './InstallmentLine';
import { ProductCodes } from './ProductCodes';
import { UnitPicker } from './UnitPicker';
import { VariantPickers } from './VariantPickers';
import { useNameLang } from '../shared/useNameLang';

interface DetailViewProps {
  detail: ProductDetailState;
  pageProduct: Product;
  /** The checkout's bank tables ([] when the store takes no cards): the installment line. */
  banks: BankOption[];
  /** The cart's payment plans: the installment line is worked out on the card plan's price. */
  paymentOptions: PaymentAdvencePrice[];
  /** The page product's picture inside the page (its data: URL), shown for that image name. */
  inlinePicture: InlinePicture | null;
}

/** The address of the picture named `image`: inside the page when the host sent it, else fetched. */
function pictureSrc(image: string, imageBase: string, inline: InlinePicture | null): string | null {
  if (!image) return null;
  return inline?.image === image ? inline.src : `${imageBase}${image}`;
}

/** The product detail layout (Product detail). */
export function DetailView({ detail, pageProduct, banks, paymentOptions, inlinePicture }: DetailViewProps) {
  const t = usePageT();
  const dispatch = useAppDispatch();
  const settings = useAppSelector(selectSettings);
  const basePath = useAppSelector(selectBasePath);
  const imageBase = useAppSelector(selectImageBasePath);
  const product = detail.product!;
  const nameLang = useNameLang(product);
  const unit = chosenUnit(product, detail.unitId);
  const unitId = unit?.id;
  // Pickers are hidden without a sale price.
  const priced = hasPrice(product.salePrice.value);
  const dimensions = variantDimensions(detail.family);
  const customCode = (place: 'codes' | 'title') =>
    customCodeLine(
      product,
      settings.b2b_urun_detay_ozel_kod,
      settings.b2b_urun_detay_ozel_kod_gosterim,
      settings.b2b_urun_detay_ozel_kod_baslik,
      place,
    );

  return (
    <article className="b2b-detail" aria-busy={detail.switching}>
      <div className="b2b-detail__media">
        <ProductImage
          src={pictureSrc(product.image || pageProduct.image, imageBase, inlinePicture)}
          alt={product.name}
          size={400}
          lazy={false}
          priority
        />
      </div>
      <div className="b2b-detail__info">
        <h1 className="b2b-detail__name" lang={nameLang}>
          {product.name}
        </h1>
        <CustomCode line={customCode('title')} />
        <div className="b2b-detail__codes">
          <ProductCodes
            code={product.code}
            barcode={unit?.barcode || product.barcode}
            stockNumberType={settings.stockNumberType}
          />
          <CustomCode line={customCode('codes')} />
        </div>
        <PriceTag product={product} unitId={unitId} variant="detail" />
        {priced && (
          <InstallmentLine
            product={product}
            unit={unit}
            quantity={detail.amount}
            banks={banks}
            paymentOptions={paymentOptions}
          />
        )}
        {priced && (
          <div className="b2b-detail__pickers">
            <UnitPicker
              units={product.units}
              value={unitId ?? product.defaultUnit}
              onChange={(id) => dispatch(unitChosen(id))}
            />
            <VariantPickers
              dimensions={dimensions}
              chosen={detail.chosenVariants}
              onChoose={(code, value) => dispatch(variantValueChosen({ code, value }))}
            />
          </div>
        )}
        <DetailStock product={product} unit={unit} />
        <div className="b2b-detail__buy">
          <QuantityInput
            product={product}
            value={detail.amount}
            onChange={(amount) => dispatch(amountChanged(amount))}
            mode="detail"
            unitId={unitId}
          />
          <AddToCartControl product={product} quantity={detail.amount} unitId={unitId} context="detail" />
          <AddToListButton
            items={[{ productId: product.id, name: product.name, quantity: detail.amount, unitId }]}
          />
        </div>
        <p className="b2b-detail__notice" role="status">
          {detail.unitChange ? t('detail.unitChanged', detail.unitChange) : ''}
        </p>
        <EquivalentCodes codes={product.equivalentCode} basePath={basePath} />
      </div>
      {detail.switching && (
        <div className="b2b-detail__overlay">
          <Spinner label={t('detail.variantLoading')} />
        </div>
      )}
    </article>
  );
}
