import { useT } from '../../i18n/useT';
import './notWhileActing.css';

/** In place of a screen a sales representative acting for a customer may not use: the reason. */
export function NotWhileActing() {
  const t = useT();
  return (
    <p className="b2b-not-while-acting" role="note">
      {t('acting.notWhileActing')}
    </p>
  );
}
