/** The slide `index` steps to in a carousel of `count` slides that wraps at both ends. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}
