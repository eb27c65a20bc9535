import type { CustomCodeLine } from '../../domain/customCode';

/** One custom code line, e.g. 'Özel Kod: ÖK-77'. */
export function CustomCode({ line }: { line: CustomCodeLine | null }) {
  if (!line) return null;
  return (
    <div className="b2b-detail__custom-code">
      {line.title}: <span>{line.value}</span>
    </div>
  );
}
