import { isRecordId } from '@iiidem/shared/common/record-id';
import { MESSAGES } from '@iiidem/shared/messages';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { type Crumb, Page } from '../../../components/layout/page';
import type { ProgramOverviewNavigationState } from '../../../features/courses/course-tabs';
import { decodeHtmlEntities } from '../../../features/trainings/decode-html-entities';
import { TrainingDetails } from '../../../features/trainings/training-details';
import { TrainingLoading } from '../../../features/trainings/training-loading';
import { useTraining } from '../../../features/trainings/trainings-api';
import { useLocalized } from '../../../lib/i18n/localized';
import { translateSharedText } from '../../../lib/i18n/shared-texts';
import { PAGE_TITLES } from '../../../page-titles';
import { paths } from '../../../paths';

const domesticTab: ProgramOverviewNavigationState = { tab: 'domestic' };
const CRUMBS: Crumb[] = [
  { label: PAGE_TITLES.ourTrainingAndPrograms, to: paths.ourTrainingAndPrograms, state: domesticTab },
];

/** /program-details/:id: a national training with its sessions and their material (spec 2 §2 Training detail). */
export default function TrainingDetailsPage() {
  const idText = useParams().id;
  const id = isRecordId(idText) ? Number(idText) : null;
  const { data, error, isLoading } = useTraining(id);
  const localized = useLocalized();

  useEffect(() => {
    if (error) console.error('Loading the training failed', error);
  }, [error]);

  if (isLoading) {
    return (
      <Page title={PAGE_TITLES.trainingDetails} crumbs={CRUMBS}>
        <TrainingLoading />
      </Page>
    );
  }
  const training = data?.data.training[0];
  // Spec 2 §8: an empty training (unknown id, failed load) shows 'No Data Available'.
  if (!training?.training_name) {
    return (
      <Page title={PAGE_TITLES.trainingDetails} crumbs={CRUMBS}>
        <p>{translateSharedText(MESSAGES.noDataAvailableTitle)}</p>
      </Page>
    );
  }
  const localizedName = localized(training, 'training_name');
  const name = decodeHtmlEntities(localizedName.text);
  return (
    <Page title={`${name}/${training.training_code}`} heading={name} lang={localizedName.lang} crumbs={CRUMBS}>
      <TrainingDetails training={training} />
    </Page>
  );
}
