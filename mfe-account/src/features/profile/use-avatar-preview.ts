import { useEffect, useRef, useState } from 'react';

/**
 * A picked image shown from memory (an object URL); nothing is uploaded (SPEC: the original only logged it).
 * Returns the preview URL, whether the last pick was refused (not an image) and the picker's handler.
 */
export function useAvatarPreview() {
  const [url, setUrl] = useState<string | null>(null);
  const [refused, setRefused] = useState(false);
  const current = useRef<string | null>(null);

  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current);
    },
    [],
  );

  const pick = (file: File | null | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setRefused(true);
      return;
    }
    if (current.current) URL.revokeObjectURL(current.current);
    current.current = URL.createObjectURL(file);
    setRefused(false);
    setUrl(current.current);
  };
  return { url, refused, pick };
}
