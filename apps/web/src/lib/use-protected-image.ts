import { useProtectedFile } from './use-protected-file';

/**
 * A private image (the profile photo, a nomination photo) is served only with the bearer token, which an
 * <img> cannot send: its object URL once fetched, or undefined while loading, without an image or on failure.
 */
export function useProtectedImage(url: string | null | undefined): string | undefined {
  return useProtectedFile(url).url;
}
