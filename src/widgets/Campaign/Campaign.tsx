import { useMemo } from 'react';
import { decode } from '../../contract/decode';
import { campaignPropsDecoder } from '../../contract/props/catalogueProps';
import { visibleCampaignProducts } from '../../domain/catalog/stockFilter';
import { selectSettings } from '../../store/core/config';
import { useAppSelector } from '../../store/core/hooks';
import { CampaignCarousel } from './CampaignCarousel';
import './Campaign.css';

/**
 * The campaign carousel: the campaign's products as tiles, those out of stock
 * hidden when showNotInStocks is '0'. Its chunk carries jQuery and owl; hosts load it with
 * data-load="visible" so pages where nobody scrolls to it never fetch them.
 */
export function Campaign(props: Record<string, unknown>) {
  const { campaign } = useMemo(() => decode(campaignPropsDecoder, props, 'data-props'), [props]);
  const { showNotInStocks, stockInfoStatus } = useAppSelector(selectSettings);
  const products = useMemo(
    () => visibleCampaignProducts(campaign.products, showNotInStocks, stockInfoStatus),
    [campaign.products, showNotInStocks, stockInfoStatus],
  );
  if (products.length === 0) return null;
  return (
    // The host writes the campaign's heading (the reference host an <h2>); the region is named for screen readers.
    <section className="b2b-campaign" aria-label={campaign.name}>
      <CampaignCarousel products={products} />
    </section>
  );
}
