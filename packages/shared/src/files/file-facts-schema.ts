import { z } from 'zod';

/**
 * What a download says beside its link (issue 16, GIGW): its type and size, "PDF, 245 KB" (./file-facts.ts names
 * and formats them). The API adds
 * `<field>_info` next to each public file path it answers (null when the file is not there); the web shows it
 * with `FileFacts` (components/ui/file-facts.tsx), the server's Markdown beside links to the site's own files.
 */
export const ZFileFacts = z.object({
  type: z.string().describe('Content type, e.g. application/pdf'),
  size: z.number().int().nonnegative().describe('Size in bytes'),
});
export type TFileFacts = z.infer<typeof ZFileFacts>;

/** `<field>_info` of an answer: the file's facts, or null when there is no file (or it is not on this site). */
export const ZFileFactsOrNull = ZFileFacts.nullable().describe('Type and size of the file, null when there is none');
