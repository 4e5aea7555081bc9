import { useState, type ImgHTMLAttributes, type ReactNode } from 'react';

export interface FallbackImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  src?: string | null;
  /** Shown instead when there is no address or the image does not load (a 404, a deleted file, a blocked host). */
  fallback?: ReactNode;
}

/**
 * An image an organiser supplied (a cover, a brand's logo): its address is theirs and may break at any time, so a
 * failed load shows `fallback` (initials, an icon, or nothing: the box's own background) instead of the browser's
 * broken-image icon. A new `src` is tried again.
 */
export function FallbackImage({ src, fallback = null, onError, ...img }: FallbackImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) return <>{fallback}</>;
  return (
    <img
      {...img}
      src={src}
      onError={(e) => {
        setFailed(src);
        onError?.(e);
      }}
    />
  );
}
