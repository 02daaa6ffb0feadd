import { useEffect, useMemo } from 'react';

/** Local preview URLs for chosen files, revoked when the files change or the form goes away. */
export function useObjectUrls(files: readonly File[]): string[] {
  const urls = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(() => () => urls.forEach((u) => URL.revokeObjectURL(u)), [urls]);
  return urls;
}
