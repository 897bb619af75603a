import type { TUserDetails } from '@iiidem/shared/accounts/user-details';
import { ZRecordId } from '@iiidem/shared/common/list-query';
import type { TCourse } from '@iiidem/shared/courses/api';
import { isApplicationWindowOpen } from '@iiidem/shared/courses/application-window';
import { applyEligibility } from '@iiidem/shared/courses/apply-eligibility';
import { tabForProgramType } from '@iiidem/shared/courses/course-tabs';
import { MESSAGES } from '@iiidem/shared/messages';
import type { TNominationForm } from '@iiidem/shared/nominations/api';
import { NOMINATION_MESSAGES } from '@iiidem/shared/nominations/messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { type Crumb, Page } from '../../../components/layout/page';
import { AppliedState } from '../../../features/courses/applied-state';
import type { CourseListNavigationState } from '../../../features/courses/course-tabs';
import { APPLY_NOW_BLOCK_MESSAGES } from '../../../features/courses/course-texts';
import { useCourse } from '../../../features/courses/courses-api';
import { useMyCourseApplications } from '../../../features/courses/my-course-applications-api';
import type { ReferenceLists } from '../../../features/nominations/form-controls';
import { useCountries, useStates } from '../../../features/nominations/nominations-api';
import { translateSharedText } from '../../../lib/i18n/form-texts';
import { Localized, useLocalized } from '../../../lib/i18n/localized';
import { useSession } from '../../../lib/session';
import { useUserDetails } from '../../../lib/use-user-details';
import { PAGE_TITLES } from '../../../page-titles';
import { buildPath, paths } from '../../../paths';

const LIST_CRUMB: Crumb = { label: PAGE_TITLES.courses, to: paths.courses };

type FrameProps = {
  form: TNominationForm;
  /** The form once the course, the profile and the lists it needs have arrived. */
  children: (data: { course: TCourse; profile: TUserDetails; lists: ReferenceLists }) => ReactNode;
};

function Loading() {
  return (
    <p className="page-loading" role="status">
      <Trans>Loading…</Trans>
    </p>
  );
}

/**
 * What both nomination pages share: the course from the route's id, the breadcrumb (home, programme type,
 * course name), the profile and reference lists, and what is shown instead of the form when the course is
 * unknown, already applied for (the applied state and the way to the dashboard: no second form, issue 17),
 * closed, not for the applicant's type (the Apply Now rule's reason), or meant for the other form.
 */
export function NominationPageFrame({ form, children }: FrameProps) {
  const { i18n, t } = useLingui();
  const localized = useLocalized();
  const parsedId = ZRecordId.safeParse(useParams().id);
  const id = parsedId.success ? parsedId.data : null;
  const heading = form === 'international' ? PAGE_TITLES.internationalApplication : PAGE_TITLES.domesticApplication;
  const course = useCourse(id);
  const profile = useUserDetails();
  const countries = useCountries();
  const states = useStates();
  const { userType } = useSession();
  const mine = useMyCourseApplications();
  const listsReady = form === 'international' ? !countries.isLoading : !states.isLoading;

  // Spec 2 §8: course, profile, country and state load failures are only logged.
  useEffect(() => {
    for (const [what, error] of [
      ['course', course.error],
      ['profile', profile.error],
      ['countries', countries.error],
      ['states', states.error],
      ['applications', mine.error],
    ] as const) {
      if (error) console.error(`Loading the ${what} failed`, error);
    }
  }, [course.error, profile.error, countries.error, states.error, mine.error]);

  const data = course.data?.data.course;
  if (course.isLoading) {
    return (
      <Page title={heading} crumbs={[LIST_CRUMB]}>
        <Loading />
      </Page>
    );
  }
  if (!data?.course_name) {
    return (
      <Page title={heading} crumbs={[LIST_CRUMB]}>
        <p>{translateSharedText(MESSAGES.noDataAvailableTitle)}</p>
      </Page>
    );
  }

  const state: CourseListNavigationState = { tab: tabForProgramType(data.program_type_id) };
  const crumbs: Crumb[] = [{ label: translateSharedText(data.program_type.program_name), to: paths.courses, state }];
  const eligibility = applyEligibility(userType, data.program_type_id);
  // If the applied check fails, the form shows: the server still refuses a second application.
  const application = mine.applicationFor(data.id);
  let content: ReactNode;
  if (mine.isLoading) {
    content = <Loading />;
  } else if (application) {
    content = <AppliedState application={application} />;
  } else if (!isApplicationWindowOpen(data.end_to, new Date())) {
    content = <p className="nomination-page__notice">{translateSharedText(NOMINATION_MESSAGES.applicationsClosed)}</p>;
  } else if (!eligibility.eligible) {
    content = <p className="nomination-page__notice">{i18n._(APPLY_NOW_BLOCK_MESSAGES[eligibility.reason])}</p>;
  } else if (eligibility.form !== form) {
    const other = eligibility.form === 'international' ? paths.internationalApplication : paths.domesticApplication;
    content = (
      <p className="nomination-page__notice">
        {translateSharedText(
          form === 'international' ? NOMINATION_MESSAGES.internationalOnly : NOMINATION_MESSAGES.domesticOnly,
        )}{' '}
        <Link to={buildPath(other, { id: data.id })}>
          {eligibility.form === 'international'
            ? t`Open the international nomination form`
            : t`Open the domestic nomination form`}
        </Link>
      </p>
    );
  } else if (profile.isLoading || !listsReady) {
    content = <Loading />;
  } else if (!profile.details) {
    content = <p className="nomination-page__notice">{translateSharedText(MESSAGES.somethingWentWrong)}</p>;
  } else {
    content = children({
      course: data,
      profile: profile.details,
      lists: { countries: countries.data?.data ?? [], states: states.data?.data ?? [] },
    });
  }

  const courseName = localized(data, 'course_name');
  return (
    <Page title={courseName.text} heading={heading} crumbs={crumbs}>
      <p className="nomination-page__course">
        <Trans>
          Course:{' '}
          <strong>
            <Localized value={courseName} />
          </strong>
        </Trans>
      </p>
      {content}
    </Page>
  );
}
