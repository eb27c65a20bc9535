import { useEffect } from 'react';
import { customerOf, representativeOf } from '../../domain/chrome/topHeader';
import { usePageT } from '../../i18n/usePageT';
import { useAppDispatch, useAppSelector } from '../../store/core/hooks';
import { selectTopHeader, topHeaderActions } from '../../store/chrome/topHeader';
import { useRenderedWhen } from '../../ui/renderedSignal';
import { Skeleton } from '../../ui/Skeleton';
import { MEDIUM_AND_WIDER, useMediaQuery } from '../../ui/useMediaQuery';
import { TopHeaderDetails } from './TopHeaderDetails';
import './TopHeaderInfo.css';

/**
 * The top bar's info: the representative and the customer's balance. Shown on
 * medium and wider screens only: below that nothing is rendered and nothing is fetched.
 */
export function TopHeaderInfo() {
  const wide = useMediaQuery(MEDIUM_AND_WIDER);
  return wide ? <WideTopHeaderInfo /> : null;
}

function WideTopHeaderInfo() {
  const t = usePageT();
  const dispatch = useAppDispatch();
  const { status, info } = useAppSelector(selectTopHeader);
  useRenderedWhen(status === 'loaded' || status === 'failed');

  useEffect(() => {
    if (status === 'idle') dispatch(topHeaderActions.requested());
  }, [dispatch, status]);

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
