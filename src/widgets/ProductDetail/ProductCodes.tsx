import type { StockNumberType } from '../../contract/hostConfig';
import { ShortCode } from '../shared/ShortCode';
import { usePageT } from '../../i18n/usePageT';

interface ProductCodesProps {
  code: string;
  barcode: string;
  stockNumberType: StockNumberType;
}

/** 'Ürün kodu: ' and 'Barkod: ' lines as settings.stockNumberType asks; long codes shortened (spec §2). */
export function ProductCodes({ code, barcode, stockNumberType }: ProductCodesProps) {
  const t = usePageT();
  const showCode = stockNumberType !== 'Barcode' && code !== '';
  const showBarcode = stockNumberType !== 'StockCode' && barcode !== '';
  return (
    <>
      {showCode && (
        <div className="b2b-detail__code">
          {t('detail.codeLabel')}
          <ShortCode code={code} />
        </div>
      )}
      {showBarcode && (
        <div className="b2b-detail__code">
          {t('detail.barcodeLabel')}
          <ShortCode code={barcode} />
        </div>
      )}
    </>
  );
}
