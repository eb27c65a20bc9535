import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import { TOAST_AUTO_CLOSE_MS } from '../domain/shared/timings';

/** The one toast container of the page (top-center, 5 s, pause on hover/focus loss). */
export function Toasts() {
  return (
    <ToastContainer
      position="top-center"
      autoClose={TOAST_AUTO_CLOSE_MS}
      pauseOnHover
      pauseOnFocusLoss
      draggable
      newestOnTop
      closeOnClick
    />
  );
}
