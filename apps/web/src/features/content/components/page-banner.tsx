import { CONTENT_IMAGES } from '../images';

type Banner = { src: string; width: number; height: number };

/**
 * The banners of the pages staff edit that the spec gives one (spec 2 §2: the faculty page has a banner, then
 * the breadcrumb and its intro text). Decorative: the page's h1 below says what the page is.
 */
const PAGE_BANNERS: Readonly<Record<string, Banner>> = {
  'iiidem-faculty': { src: CONTENT_IMAGES.facultyBanner, width: 1200, height: 300 },
};

/** The banner above the breadcrumb of the page `slug`, or nothing when it has none. */
export function PageBanner({ slug }: { slug: string }) {
  const banner = PAGE_BANNERS[slug];
  if (!banner) return null;
  return <img className="page-banner" src={banner.src} alt="" width={banner.width} height={banner.height} />;
}
