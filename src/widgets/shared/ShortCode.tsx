import { displayCode } from '../../domain/catalog/displayCode';

/**
 * A product code or barcode as the spec's rule shortens it on screen; when it is cut, the whole code
 * stays readable: as the tooltip for the mouse and as the text screen readers and copy read (the cut
 * form is hidden from them, the whole one hidden from the eye).
 */
export function ShortCode({ code }: { code: string | null | undefined }) {
  const whole = code ?? '';
  const shown = displayCode(whole);
  if (shown === whole) return <>{whole}</>;
  return (
    <span title={whole}>
      <span aria-hidden="true">{shown}</span>
      <span className="b2b-visually-hidden">{whole}</span>
    </span>
  );
}
