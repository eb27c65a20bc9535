import './PaymentModal.css';
import { PAYMENT_FRAME_PATH } from '../../contract/payment';
import { paymentFrameSrc } from '../../domain/checkout/paymentFrame';
import { useT } from '../../i18n/useT';
import { useAppSelector } from '../../store/core/hooks';
import { selectLocale } from '../../store/chrome/locale';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';

interface PaymentModalProps {
  frameId: string;
  frameOrigin: string;
  loading: boolean;
  /** The frame's document has loaded: the card can be posted to it now. */
  onFrameLoad: (frameWindow: Window) => void;
  onClose: () => void;
}

/**
 * The payment modal: the payment frame (its own origin) runs the bank's 3-D Secure step. The frame
 * may run scripts, call its own origin and submit its forms, nothing more (no popups, no navigating
 * this page). Its address names the page's language: the frame cannot read this origin's locale.
 */
export function PaymentModal({ frameId, frameOrigin, loading, onFrameLoad, onClose }: PaymentModalProps) {
  const t = useT();
  const locale = useAppSelector(selectLocale);
  return (
    <Modal title={t('checkout.paymentModal')} onClose={onClose} closeLabel={t('common.close')} size="large">
      <div className="b2b-checkout__frame" aria-busy={loading}>
        {loading && (
          <div className="b2b-checkout__overlay">
            <Spinner label={t('checkout.frameLoading')} />
          </div>
        )}
        <iframe
          id={frameId}
          title={t('checkout.frameTitle')}
          src={paymentFrameSrc(frameOrigin, PAYMENT_FRAME_PATH, locale)}
          sandbox="allow-scripts allow-same-origin allow-forms"
          onLoad={(event) => {
            const frameWindow = event.currentTarget.contentWindow;
            if (frameWindow) onFrameLoad(frameWindow);
          }}
        />
      </div>
    </Modal>
  );
}
