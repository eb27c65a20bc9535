import { useEffect } from 'react';
import { useT } from '../i18n/useT';
import { InlineError } from '../ui/InlineError';
import type { IslandSignal } from './renderTracker';

function isChunkError(error: Error): boolean {
  return error.name === 'ChunkLoadError' || /loading (css )?chunk/i.test(error.message);
}

/** Widgets decode their data-props with the contract's decoders; a wrong shape throws a DecodeError. */
function failureLabel(error: Error) {
  if (isChunkError(error)) return 'mount.chunkFailed' as const;
  if (error.name === 'DecodeError') return 'mount.badProps' as const;
  return 'mount.failed' as const;
}

/** Tells the render tracker the island's content has committed (after its widget's own effects). */
export function Committed({ signal }: { signal: IslandSignal | null }) {
  useEffect(() => signal?.committed(), [signal]);
  return null;
}

/** What an island shows when its widget failed: why, in the page's language; it counts as rendered. */
export function IslandFailure({
  name,
  error,
  signal,
}: {
  name: string;
  error: Error;
  signal: IslandSignal | null;
}) {
  const t = useT();
  return (
    <>
      <InlineError message={t(failureLabel(error))} detail={`${name}: ${error.message}`} />
      <Committed signal={signal} />
    </>
  );
}
