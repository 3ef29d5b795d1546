import { type ImgHTMLAttributes, useLayoutEffect, useRef, useState } from 'react';
import { cn } from './cn';

export interface PhotoImageProps extends ImgHTMLAttributes<HTMLImageElement> {
  src: string | undefined;
  alt: string;
  /** The photo's tiny inline preview (a data: URL from the API), shown until the photo loads. */
  placeholder?: string | undefined;
  /** Classes of the frame (size, rounding); the photo covers it. */
  className?: string;
  imgClassName?: string;
}

/**
 * A photo that shows its blurred placeholder at once and fades in when loaded, so a slow link
 * shows the photo's colours instead of an empty panel (issue #17).
 */
export function PhotoImage({
  src,
  alt,
  placeholder,
  className,
  imgClassName,
  ...rest
}: PhotoImageProps) {
  const image = useRef<HTMLImageElement>(null);
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  // A photo already in the cache may be complete before React sees its load event.
  useLayoutEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth > 0) setLoadedSrc(src ?? null);
  }, [src]);
  const loaded = loadedSrc === src;
  return (
    <span className={cn('relative block overflow-hidden', className)}>
      {/* Stays underneath, so the photo fades in over it rather than over an empty frame. */}
      {placeholder ? (
        <img
          src={placeholder}
          alt=""
          aria-hidden="true"
          data-placeholder=""
          draggable={false}
          className="absolute inset-0 size-full scale-110 object-cover blur-lg"
        />
      ) : null}
      <img
        ref={image}
        src={src}
        alt={alt}
        draggable={false}
        onLoad={() => setLoadedSrc(src ?? null)}
        className={cn(
          'relative size-full object-cover transition-opacity duration-300',
          placeholder && !loaded ? 'opacity-0' : 'opacity-100',
          imgClassName,
        )}
        {...rest}
      />
    </span>
  );
}
