import type { ProcessedImage } from '../../shared/manifest';

interface PictureProps {
  image: ProcessedImage;
  alt: string;
  /** Rendered width per layout, e.g. "(min-width: 900px) 360px, 90vw". */
  sizes: string;
  className?: string;
  /** Eager only for images in the first screen: those are fetched first and decoded in step with the paint. */
  loading?: 'lazy' | 'eager';
  /** Low for a picture on the first screen beside the eager one: that one, the page's largest paint, is fetched first. */
  fetchPriority?: 'low';
}

/** AVIF and WebP at every processed width; the largest WebP is the fallback `src`. */
export function Picture({ image, alt, sizes, className, loading = 'lazy', fetchPriority }: PictureProps) {
  const { variants } = image;
  const largest = variants[variants.length - 1];
  if (!largest) throw new Error('Picture: the processed image has no variants');
  const srcSet = (format: 'avif' | 'webp') => variants.map((v) => `${v[format]} ${v.width}w`).join(', ');
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={srcSet('avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet('webp')} sizes={sizes} />
      <img
        src={largest.webp}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={loading}
        {...(loading === 'eager' ? { fetchPriority: 'high' as const } : { decoding: 'async' as const, fetchPriority })}
        sizes={sizes}
      />
    </picture>
  );
}
