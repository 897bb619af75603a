import { zodResolver } from '@hookform/resolvers/zod';
import {
  type TAdminVideo,
  type TAdminVideoBody,
  type TAdminVideoFormValues,
  unescapeHtml,
  ZAdminVideoBody,
} from '@iiidem/shared/admin/gallery';
import { VIDEO_CATEGORY } from '@iiidem/shared/constants';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { applyFieldErrors, serverMessage } from '../../accounts/api-errors';
import { FormMessage, TextField } from '../../accounts/form-fields';
import { type Answer, adminSend } from '../ui/admin-api';
import { useFocusOnOpen } from './use-focus-on-open';

type VideoFormProps = {
  video?: TAdminVideo;
  onSaved: (video: TAdminVideo, message: string) => void;
  onCancel: () => void;
};

const FIELDS = ['title', 'youtube_url', 'sort_order', 'published', 'category_id'] as const;

/** Add or edit a gallery video: a title and any YouTube address (stored as its embed address). */
export function VideoForm({ video, onSaved, onCancel }: VideoFormProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusOnOpen(headingRef);
  const publishedId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TAdminVideoFormValues, unknown, TAdminVideoBody>({
    resolver: zodResolver(ZAdminVideoBody),
    defaultValues: {
      title: video?.title ?? '',
      youtube_url: video ? unescapeHtml(video.youtube_url) : '',
      category_id: video?.category_id ?? VIDEO_CATEGORY.gallery,
      sort_order: video?.sort_order ?? 0,
      published: video?.published ?? true,
    },
  });

  const save = async (values: TAdminVideoBody) => {
    setFormError(null);
    try {
      const path = video ? `/admin/videos/${video.id}` : '/admin/videos';
      const answer = await adminSend<Answer<TAdminVideo>>(path, video ? 'PUT' : 'POST', values);
      onSaved(answer.data, answer.message ?? 'Saved.');
    } catch (error) {
      applyFieldErrors(error, FIELDS, setError);
      setFormError(serverMessage(error, 'The video could not be saved. Please try again.'));
    }
  };

  return (
    <section className="admin-panel" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="admin-panel__title">
        {video ? `Edit video: ${video.title}` : 'Add a video'}
      </h2>
      <form className="admin-form" noValidate onSubmit={handleSubmit(save)}>
        {formError ? <FormMessage kind="error">{formError}</FormMessage> : null}
        <TextField label="Title" required error={errors.title?.message} {...register('title')} />
        <TextField
          label="YouTube address"
          hint="A watch, share (youtu.be) or embed link, e.g. https://www.youtube.com/watch?v=…"
          type="url"
          inputMode="url"
          required
          error={errors.youtube_url?.message}
          {...register('youtube_url')}
        />
        <TextField
          label="Display order"
          hint="Lower numbers are shown first."
          inputMode="numeric"
          required
          error={errors.sort_order?.message}
          {...register('sort_order', { valueAsNumber: true })}
        />
        <div className="admin-form__check">
          <input id={publishedId} type="checkbox" {...register('published')} />
          <label htmlFor={publishedId}>Published (shown in the public gallery)</label>
        </div>
        <div className="admin-form__actions">
          <button type="submit" className="button" disabled={isSubmitting}>
            {isSubmitting ? 'Saving…' : video ? 'Save video' : 'Add video'}
          </button>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </form>
    </section>
  );
}
