import type { Crumb } from '../../components/layout/page';
import { PAGE_TITLES } from '../../page-titles';
import { paths } from '../../paths';

/** Breadcrumb items shared by the content pages (between Home and the page itself). */
export const CRUMBS = {
  aboutUs: { label: PAGE_TITLES.aboutUs, to: paths.aboutUs },
  ourAlumni: { label: PAGE_TITLES.ourAlumni, to: paths.ourAlumni },
  alumni: { label: PAGE_TITLES.alumni, to: paths.alumni },
  academicAffairs: { label: PAGE_TITLES.academicAffairs, to: paths.academicAffairs },
} as const satisfies Record<string, Crumb>;
