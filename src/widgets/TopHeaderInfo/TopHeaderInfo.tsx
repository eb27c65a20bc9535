import { useMemo } from 'react';
import { decode } from '../../contract/decode';
import { topHeaderInfoPropsDecoder } from '../../contract/props/chromeProps';
import type { IslandProps } from '../../contract/widgetProps';
import { customerOf, representativeOf } from '../../domain/chrome/topHeader';
import { usePageT } from '../../i18n/usePageT';
import { useAppDispatch, useAppSelector } from '../../store/core/hooks';
import { selectTopHeader, topHeaderActions } from '../../store/chrome/topHeader';
import { useIsomorphicLayoutEffect } from '../../ui/useIsomorphicLayoutEffect';
import { useRenderedWhen } from '../../ui/renderedSignal';
import { Skeleton } from '../../ui/Skeleton';
import { MEDIUM_AND_WIDER, useMediaQuery } from '../../ui/useMediaQuery';
import { TopHeaderDetails } from './TopHeaderDetails';
import { topHeaderSeed } from './topHeaderSeed';
import './TopHeaderInfo.css';

export { topHeaderSeed };

/**
 * The top bar's info: the representative and the customer's balance. Shown on
 * medium and wider screens only: below that nothing is rendered and nothing is fetched. A server
 * renders the wide bar (useMediaQuery's server answer); a phone hydrates it and then drops it.
 */
export function TopHeaderInfo(props: IslandProps) {
  const wide = useMediaQuery(MEDIUM_AND_WIDER);
  return wide ? <WideTopHeaderInfo props={props} /> : null;
}

function WideTopHeaderInfo({ props }: { props: IslandProps }) {
  const t = usePageT();
  const dispatch = useAppDispatch();
  const { status, info } = useAppSelector(selectTopHeader);
  const { firstAnswer } = useMemo(() => decode(topHeaderInfoPropsDecoder, props, 'data-props'), [props]);
  useRenderedWhen(status === 'loaded' || status === 'failed');

  // The host's embedded answer before the first paint (a hydrated island's store has it already,
  // see mount/hydration); without one, the call.
  useIsomorphicLayoutEffect(() => {
    if (status !== 'idle') return;
    dispatch(firstAnswer ? topHeaderActions.received(firstAnswer) : topHeaderActions.requested());
  }, [dispatch, status, firstAnswer]);

  if (status === 'idle' || status === 'loading')
    return (
      <div className="b2b-top-header b2b-top-header--loading">
        <Skeleton height={18} label={t('common.loading')} />
      </div>
    );
  if (status === 'failed' || !info) return null;
  const representative = representativeOf(info);
  const customer = customerOf(info);
  if (!representative && !customer) return null;
  return <TopHeaderDetails representative={representative} customer={customer} />;
}
