import { zodResolver } from '@hookform/resolvers/zod';
import {
  type TAdminVideo,
  type TAdminVideoBody,
  type TAdminVideoFormValues,
  unescapeHtml,
  ZAdminVideoBody,
} from '@iiidem/shared/admin/gallery';
import { VIDEO_CATEGORY } from '@iiidem/shared/constants';
import { useForm } from 'react-hook-form';
import { FormErrorSummary } from '../../../components/form/form-error-summary';
import { CheckboxField, FormMessage, TextField } from '../../../components/form/form-fields';
import { BilingualField } from '../ui/bilingual-field';
import { ContentFormButtons, FormPanel, SortOrderField } from '../ui/content-form-parts';
import { adminSave, useSaveAttempt } from '../ui/use-save-attempt';
import { useUnsavedChanges } from '../ui/use-unsaved-changes';

type VideoFormProps = {
  video?: TAdminVideo;
  onSaved: (video: TAdminVideo, message: string) => void;
  onCancel: () => void;
};

const FIELDS = ['title', 'titleHi', 'youtube_url', 'sort_order', 'published', 'category_id'] as const;

/** Add or edit a gallery video: a title and any YouTube address (stored as its embed address). */
export function VideoForm({ video, onSaved, onCancel }: VideoFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, submitCount, isSubmitting, isDirty },
  } = useForm<TAdminVideoFormValues, unknown, TAdminVideoBody>({
    resolver: zodResolver(ZAdminVideoBody),
    defaultValues: {
      title: video?.title ?? '',
      titleHi: video?.titleHi ?? '',
      youtube_url: video ? unescapeHtml(video.youtube_url) : '',
      category_id: video?.category_id ?? VIDEO_CATEGORY.gallery,
      sort_order: video?.sort_order ?? 0,
      published: video?.published ?? true,
    },
  });
  const leavePrompt = useUnsavedChanges(isDirty && !isSubmitting);

  const { formError, attempt } = useSaveAttempt({
    fields: FIELDS,
    setError,
    failure: 'The video could not be saved. Please try again.',
  });

  const save = (values: TAdminVideoBody) =>
    attempt(async () => {
      const answer = await adminSave<TAdminVideo>('/admin/videos', video?.id, values);
      onSaved(answer.data, answer.message ?? 'Saved.');
    });

  return (
    <FormPanel title={video ? `Edit video: ${video.title}` : 'Add a video'}>
      <form className="admin-form" noValidate onSubmit={handleSubmit(save)}>
        <FormErrorSummary errors={errors} submitCount={submitCount} />
        {formError ? <FormMessage kind="error">{formError}</FormMessage> : null}
        <BilingualField
          label="Title"
          required
          english={{ ...register('title'), error: errors.title?.message }}
          hindi={{ ...register('titleHi'), error: errors.titleHi?.message }}
        />
        <TextField
          label="YouTube address"
          hint="A watch, share (youtu.be) or embed link, e.g. https://www.youtube.com/watch?v=…"
          type="url"
          inputMode="url"
          required
          error={errors.youtube_url?.message}
          {...register('youtube_url')}
        />
        <SortOrderField error={errors.sort_order?.message} {...register('sort_order', { valueAsNumber: true })} />
        <CheckboxField label="Published (shown in the public gallery)" {...register('published')} />
        <ContentFormButtons busy={isSubmitting} submitLabel={video ? 'Save video' : 'Add video'} onCancel={onCancel} />
        {leavePrompt}
      </form>
    </FormPanel>
  );
}
