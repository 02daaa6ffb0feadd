import { TOAST_MS } from '@app/contracts/constants';
import { toast, ToastContainer, type ToastOptions } from 'react-toastify';

/** The one toast container (the shell renders it): 4 s by default, at most 20 on screen (SPEC §9). */
export function Toasts() {
  return <ToastContainer position="top-right" autoClose={TOAST_MS.default} limit={TOAST_MS.maxVisible} newestOnTop />;
}

/** Toasts with SPEC §9's timings: success 2 s, errors and the rest 4 s. Remotes use these rather than `toast`. */
export const notify = {
  success: (message: string, opts?: ToastOptions) => toast.success(message, { autoClose: TOAST_MS.success, ...opts }),
  error: (message: string, opts?: ToastOptions) => toast.error(message, { autoClose: TOAST_MS.error, ...opts }),
  info: (message: string, opts?: ToastOptions) => toast.info(message, { autoClose: TOAST_MS.default, ...opts }),
};
