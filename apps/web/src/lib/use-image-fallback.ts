import { useCallback, useState } from 'react';

/**
 * Whether a picture should give way to its placeholder: it has no address, or its request
 * failed. A server-rendered <img> can fail before the scripts take over, when no `onError` is
 * listening yet; such an image is found on mount (the browser reports it complete with no
 * width), so the placeholder shows instead of the broken-image icon.
 */
export function useImageFallback(src: string | null | undefined) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const ref = useCallback(
    (image: HTMLImageElement | null) => {
      if (src && image?.complete && image.naturalWidth === 0) setFailedSrc(src);
    },
    [src],
  );
  const onError = useCallback(() => {
    if (src) setFailedSrc(src);
  }, [src]);
  return { failed: !src || failedSrc === src, imageProps: { ref, onError } };
}
