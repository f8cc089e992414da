import { getImageProps, type ImageProps } from 'next/image';
import { preload as preloadResource } from 'react-dom';

type Props = Omit<ImageProps, 'priority' | 'loading' | 'onLoad' | 'placeholder'> & {
  /** The page's LCP image: preloaded from <head> and fetched first. */
  preload?: boolean;
  /**
   * Where the picture is shown at all, as a media query: elsewhere the page's stylesheet hides
   * it, and it is neither preloaded nor fetched there (lazy, so a hidden one never loads).
   */
  media?: string;
};

/**
 * A public-site image optimised by Next's image endpoint (modern format, srcset, right size),
 * rendered as a plain <img> from the server: next/image's client component would add its
 * JavaScript to every page for behaviour the site does not use (placeholders, onLoad).
 */
export function SiteImage({ preload = false, media, alt, ...rest }: Props) {
  const { props } = getImageProps({
    ...rest,
    alt,
    loading: preload && !media ? 'eager' : 'lazy',
    fetchPriority: preload ? 'high' : undefined,
  });
  if (preload && props.srcSet) {
    preloadResource(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: 'high',
      ...(media ? { media } : {}),
    });
  }
  // eslint-disable-next-line @next/next/no-img-element -- the attributes come from getImageProps
  return <img {...props} alt={alt} />;
}
