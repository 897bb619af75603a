import { type CourseListTab, initialCourseTab, PROGRAM_TYPE_FOR_TAB } from '@iiidem/shared/courses/course-tabs';
import { MESSAGES } from '@iiidem/shared/messages';
import type { MessageDescriptor } from '@lingui/core';
import { msg, select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Tabs } from '../../components/ui/tabs';
import { pluralCategory } from '../../lib/i18n/language';
import { translateSharedText } from '../../lib/i18n/shared-texts';
import { getSession, useSession } from '../../lib/session';
import { useHydrated } from '../../lib/use-hydrated';
import { CourseCard } from './course-card';
import { navigationTabOf, readActiveTab, saveActiveTab } from './course-tabs';
import { useCourseList } from './courses-api';
import { LoadingSpinner } from './loading-spinner';
import './course-list.css';
import { HydrateLater } from '../../lib/stepped-hydration';

export const COURSE_LIST_TAB_ITEMS: readonly { id: CourseListTab; label: MessageDescriptor }[] = [
  { id: 'all', label: msg`All` },
  { id: 'domestic', label: msg`Domestic` },
  { id: 'international', label: msg`International` },
  { id: 'academic', label: msg`Academic` },
];

/**
 * The course list's tabs and cards (spec 1 §2). The first tab comes from navigation state, the stored
 * user type, the saved tab, else all; the shown tab is remembered in activeTab.
 */
export function CourseList({ navigationState }: { navigationState: unknown }) {
  const { userType } = useSession();
  const { i18n, t } = useLingui();
  const hydrated = useHydrated();
  const navigationTab = navigationTabOf(navigationState);
  // The user type and saved tab are browser storage: while hydrating server HTML the server's tab ('all'
  // unless navigation state names one) shows; right after, the first tab they decide (issue 13).
  const [chosen, setTab] = useState<CourseListTab | null>(() =>
    hydrated ? initialCourseTab({ navigationTab, storedUserType: userType, savedTab: readActiveTab() }) : null,
  );
  const tab =
    chosen ??
    initialCourseTab(
      hydrated
        ? { navigationTab, storedUserType: getSession().userType, savedTab: readActiveTab() }
        : { navigationTab, storedUserType: null, savedTab: null },
    );
  // Once hydrated, the first tab is fixed like any chosen one.
  useEffect(() => {
    if (hydrated && chosen === null) setTab(tab);
  }, [hydrated, chosen, tab]);

  useEffect(() => {
    if (hydrated) saveActiveTab(tab);
  }, [hydrated, tab]);

  return (
    <Tabs
      label={t`Training programmes by type`}
      selected={tab}
      onSelect={setTab}
      mount="selected"
      tabs={COURSE_LIST_TAB_ITEMS.map((item) => ({
        id: item.id,
        label: i18n._(item.label),
        panel: <CourseCards programTypeId={item.id === 'all' ? undefined : PROGRAM_TYPE_FOR_TAB[item.id]} />,
      }))}
    />
  );
}

function CourseCards({ programTypeId }: { programTypeId: number | undefined }) {
  const list = useCourseList(programTypeId);
  const { t, i18n } = useLingui();

  useEffect(() => {
    if (list.error) console.error('Loading the courses failed', list.error);
  }, [list.error]);

  if (list.isLoading) return <LoadingSpinner label={t`Loading training programmes…`} />;
  // Spec 1 §8: a failed load is only logged; the empty state is shown.
  if (list.courses.length === 0)
    return <p className="course-list__empty">{translateSharedText(MESSAGES.noDataAvailable)}</p>;
  const total = list.totalData;

  return (
    <>
      <p className="course-list__count">
        {t`Showing ${list.courses.length} of ${select(pluralCategory(i18n.locale, total), { one: `${total} programme`, other: `${total} programmes` })}`}
      </p>
      <ul className="course-cards">
        {/* Each card hydrates in a task of its own on a server-rendered page (issue 13): 50 cards were one long task. */}
        {list.courses.map((course) => (
          <HydrateLater key={course.id}>
            <CourseCard course={course} />
          </HydrateLater>
        ))}
      </ul>
      {list.hasMore && (
        <div className="course-list__more">
          <button
            type="button"
            className="button button--secondary"
            onClick={list.loadMore}
            disabled={list.isLoadingMore}
          >
            {list.isLoadingMore ? t`Loading…` : t`Show more programmes`}
          </button>
        </div>
      )}
    </>
  );
}
