import { useProtectedImage } from '../../../lib/use-protected-image';

/**
 * A private image (nomination photo, passport image) shown to staff: fetched with the bearer token, since an
 * <img> cannot send it, and shown from an object URL.
 */
export function ProtectedImage({ src, alt }: { src: string | null | undefined; alt: string }) {
  const objectUrl = useProtectedImage(src);
  if (!src) return <p>Not uploaded.</p>;
  if (!objectUrl) return <p role="status">Loading image…</p>;
  return (
    <a href={objectUrl} target="_blank" rel="noopener">
      <img src={objectUrl} alt={alt} />
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
