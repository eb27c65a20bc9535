import { lazy, Suspense } from 'react';
import { useAppSelector } from '../store/core/hooks';
import { selectToastsWanted } from '../store/core/ui';

const LazyToasts = lazy(() =>
  import(/* webpackChunkName: "toasts" */ '../ui/Toasts').then((module) => ({ default: module.Toasts })),
);

/** Renders the page's one toast container once the first notice asks for it. */
export function ToastSlot() {
  const wanted = useAppSelector(selectToastsWanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LazyToasts />
    </Suspense>
  );
}
