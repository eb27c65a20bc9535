// Order matters: the global jQuery must exist before react-owl-carousel's module runs.
import './jqueryGlobal';
import 'owl.carousel/dist/assets/owl.carousel.css';
import { memo, useRef } from 'react';
import OwlCarousel from 'react-owl-carousel';
import type { Product } from '../../contract/catalog';
import { usePageT } from '../../i18n/usePageT';
import { CAROUSEL_OPTIONS } from './carouselOptions';
import { CampaignTile } from './CampaignTile';

/**
 * The owl carousel of the tiles. Memoised on the product list: owl rebuilds itself whenever its
 * props change, so a price re-render (inside the tiles) must not reach it. Focus inside pauses the
 * autoplay as hovering does, so keyboard users are not chased by moving tiles.
 */
export const CampaignCarousel = memo(function CampaignCarousel({ products }: { products: Product[] }) {
  const t = usePageT();
  const owl = useRef<OwlCarousel>(null);
  return (
    <div
      className="b2b-campaign__carousel"
      onFocus={() => owl.current?.stop()}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null))
          owl.current?.play(CAROUSEL_OPTIONS.autoplayTimeout, 250);
      }}
    >
      <div className="b2b-campaign__nav">
        <button type="button" className="b2b-campaign__step" onClick={() => owl.current?.prev([])}>
          <span aria-hidden="true">‹</span>
          <span className="b2b-visually-hidden">{t('common.previous')}</span>
        </button>
        <button type="button" className="b2b-campaign__step" onClick={() => owl.current?.next([])}>
          <span aria-hidden="true">›</span>
          <span className="b2b-visually-hidden">{t('common.next')}</span>
        </button>
      </div>
      {/* Keyed by the tiles shown: owl moves the tiles into DOM of its own, so a changed set (the
          in-stock filter switched on the page) gets a fresh carousel instead of React and owl
          disagreeing about the children. */}
      <OwlCarousel
        key={products.map((product) => product.id).join(',')}
        ref={owl}
        className="b2b-campaign__owl"
        {...CAROUSEL_OPTIONS}
      >
        {products.map((product) => (
          <CampaignTile key={product.id} product={product} />
        ))}
      </OwlCarousel>
    </div>
  );
});
