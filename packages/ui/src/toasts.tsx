import { TOAST_MS } from '@app/contracts/constants';
import { useEffect, useState } from 'react';
import type { Id, ToastOptions } from 'react-toastify';

type Toastify = typeof import('react-toastify');

// react-toastify (~11 KB gzip) is not part of the dashboard's first load (DESIGN.md §11): it is fetched with the
// first toast, and the container mounts then. Toasts raised before it mounts are queued by react-toastify itself.
let toastify: Toastify | null = null;
let loading: Promise<Toastify> | null = null;
const onLoaded = new Set<(mod: Toastify) => void>();
function loadToastify(): Promise<Toastify> {
  loading ??= import('react-toastify').then((mod) => {
    toastify = mod;
    onLoaded.forEach((fn) => fn(mod));
    return mod;
  });
  return loading;
}

/** The one toast container (the shell renders it): 4 s by default, at most 20 on screen (SPEC §9). */
export function Toasts() {
  const [mod, setMod] = useState(toastify);
  useEffect(() => {
    if (toastify) setMod(toastify);
    onLoaded.add(setMod);
    return () => void onLoaded.delete(setMod);
  }, []);
  if (!mod) return null;
  const { ToastContainer } = mod;
  return <ToastContainer position="top-right" autoClose={TOAST_MS.default} limit={TOAST_MS.maxVisible} newestOnTop />;
}

type Kind = 'success' | 'error' | 'info';
function show(kind: Kind, message: string, opts: ToastOptions): Id | undefined {
  if (toastify) return toastify.toast[kind](message, opts);
  void loadToastify().then((mod) => mod.toast[kind](message, opts));
  return undefined;
}

/** Toasts with SPEC §9's timings: success 2 s, errors and the rest 4 s. Remotes use these rather than `toast`. */
export const notify = {
  success: (message: string, opts?: ToastOptions) => show('success', message, { autoClose: TOAST_MS.success, ...opts }),
  error: (message: string, opts?: ToastOptions) => show('error', message, { autoClose: TOAST_MS.error, ...opts }),
  info: (message: string, opts?: ToastOptions) => show('info', message, { autoClose: TOAST_MS.default, ...opts }),
};
