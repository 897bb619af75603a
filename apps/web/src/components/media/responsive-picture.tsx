import type { TImageVariant } from '@iiidem/shared/gallery/api';
import type { Language } from '@iiidem/shared/language';
import './responsive-picture.css';

/** What a picture needs: the original's address and pixel size, and its stored sizes (narrowest first). */
export type PictureSource = {
  photo_url: string;
  width: number;
  height: number;
  variants: readonly TImageVariant[];
};

type ResponsivePictureProps = {
  photo: PictureSource;
  alt: string;
  /** The alt text's language when it is not the page's (an English caption standing in for a missing Hindi one). */
  lang?: Language;
  /** The slot's width for the browser's choice of size, e.g. '100vw' or '(min-width: 1000px) 25vw, 50vw'. */
  sizes: string;
  /** 'eager' for what is visible on arrival (the first banner), 'lazy' below the fold. */
  loading?: 'eager' | 'lazy';
  fetchPriority?: 'high' | 'low' | 'auto';
  className?: string;
};

const srcSet = (variants: readonly TImageVariant[], format: 'webp' | 'jpeg') =>
  variants.map((variant) => `${variant[format]} ${variant.width}w`).join(', ');

/**
 * A photo as <picture>: WebP sizes for browsers that take them, JPEG sizes otherwise, and the width and
 * height attributes so the page keeps the photo's space before it loads (no layout shift).
 */
export function ResponsivePicture({
  photo,
  alt,
  lang,
  sizes,
  loading = 'lazy',
  fetchPriority,
  className,
}: ResponsivePictureProps) {
  const { variants } = photo;
  const largest = variants.at(-1);
  const img = (
    <img
      className="responsive-picture__img"
      src={largest?.jpeg ?? photo.photo_url}
      srcSet={variants.length > 0 ? srcSet(variants, 'jpeg') : undefined}
      sizes={variants.length > 0 ? sizes : undefined}
      width={photo.width}
      height={photo.height}
      alt={alt}
      lang={lang}
      loading={loading}
      decoding="async"
      fetchPriority={fetchPriority}
    />
  );
  return (
    <picture className={['responsive-picture', className].filter(Boolean).join(' ')}>
      {variants.length > 0 && <source type="image/webp" srcSet={srcSet(variants, 'webp')} sizes={sizes} />}
      {img}
    </picture>
  );
}
