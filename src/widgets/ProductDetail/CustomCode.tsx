import type { CustomCodeLine } from '../../domain/catalog/customCode';
import { DEFAULT_CUSTOM_CODE_TITLE } from '../../domain/catalog/customCodeTitle';
import { usePageT } from '../../i18n/usePageT';

/**
 * One custom code line, e.g. 'Özel Kod: ÖK-77'. A title the store set is shown as set; the spec's
 * default title is a label, so an English page reads 'Custom Code'.
 */
export function CustomCode({ line }: { line: CustomCodeLine | null }) {
  const t = usePageT();
  if (!line) return null;
  const title = line.title === DEFAULT_CUSTOM_CODE_TITLE ? t('detail.customCodeTitle') : line.title;
  return (
    <div className="b2b-detail__custom-code">
      {title}: <span>{line.value}</span>
    </div>
  );
}
