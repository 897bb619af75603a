import { zodResolver } from '@hookform/resolvers/zod';
import {
  type TAdminCourse,
  type TCourseFormValues,
  type TCourseInput,
  ZCourseInput,
} from '@iiidem/shared/admin/courses';
import { PROGRAM_TYPE_NAMES } from '@iiidem/shared/constants';
import { useState } from 'react';
import { Controller, type Path, useForm } from 'react-hook-form';
import { applyApiErrors } from '../../../components/form/apply-api-errors';
import { DateField } from '../../../components/form/date-field';
import { FormErrorSummary } from '../../../components/form/form-error-summary';
import { CheckboxField, FormMessage, RadioGroup, SelectField, TextField } from '../../../components/form/form-fields';
import { CourseCoordinators } from '../review-aids/course-coordinators';
import { BilingualField, HindiFieldsNote } from '../ui/bilingual-field';
import type { ContentFormProps } from '../ui/content-admin';
import { CONTENT_SAVE_FAILURE, ContentFormButtons, ContentFormHeading } from '../ui/content-form-parts';
import { adminSave } from '../ui/use-save-attempt';
import { useUnsavedChanges } from '../ui/use-unsaved-changes';

const PROGRAM_TYPE_OPTIONS = Object.entries(PROGRAM_TYPE_NAMES).map(([value, label]) => ({ value, label }));
const YES_NO = [
  { value: 'Yes', label: 'Yes' },
  { value: 'No', label: 'No' },
];
const FIELDS = Object.keys(ZCourseInput.shape);

function valuesOf(course: TAdminCourse | null): Partial<TCourseFormValues> {
  return {
    course_name: course?.course_name ?? '',
    course_nameHi: course?.course_nameHi ?? '',
    start_from: course?.start_from ?? '',
    end_to: course?.end_to ?? '',
    held_from: course?.held_from ?? '',
    held_to: course?.held_to ?? '',
    capacity: course?.capacity ?? null,
    duration: course?.duration ?? '',
    durationHi: course?.durationHi ?? '',
    course_type: course?.course_type ?? '',
    course_typeHi: course?.course_typeHi ?? '',
    location: course?.location ?? '',
    locationHi: course?.locationHi ?? '',
    program_type_id: course?.program_type_id,
    program_desc: course?.program_desc ?? '',
    program_descHi: course?.program_descHi ?? '',
    faculty_desc: course?.faculty_desc ?? '',
    faculty_descHi: course?.faculty_descHi ?? '',
    vip_speaker: course?.vip_speaker === 'Yes' ? 'Yes' : 'No',
    vip_speaker_desc: course?.vip_speaker_desc ?? '',
    vip_speaker_descHi: course?.vip_speaker_descHi ?? '',
    resource_material: course?.resource_material ?? '',
    resource_materialHi: course?.resource_materialHi ?? '',
    evaluation_descp: course?.evaluation_descp ?? '',
    evaluation_descpHi: course?.evaluation_descpHi ?? '',
    course_hostel_facility: course?.course_hostel_facility ?? 'Yes',
    published: course?.published ?? false,
  };
}

/** Every field of a course (spec 1 §3 and spec 2's hostel facility), checked by the API's own schema. */
export function CourseForm({ item, onSaved, onCancel }: ContentFormProps<TAdminCourse>) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, submitCount, isSubmitting, isDirty },
  } = useForm<TCourseFormValues, unknown, TCourseInput>({
    resolver: zodResolver(ZCourseInput),
    defaultValues: valuesOf(item),
  });
  const leavePrompt = useUnsavedChanges(isDirty && !isSubmitting);

  const save = async (values: TCourseInput) => {
    setFormError(null);
    try {
      const answer = await adminSave<TAdminCourse>('/admin/courses', item?.id, values);
      onSaved(answer.message ?? 'The course was saved.');
    } catch (error) {
      const { message } = applyApiErrors(
        error,
        FIELDS,
        (name, fieldError) => setError(name as Path<TCourseFormValues>, fieldError),
        CONTENT_SAVE_FAILURE,
      );
      setFormError(message);
    }
  };

  const text = (name: Path<TCourseFormValues>) => ({
    ...register(name),
    error: errors[name as keyof typeof errors]?.message,
  });

  return (
    <>
      <form className="admin-form content-form" noValidate onSubmit={handleSubmit(save)}>
        <FormErrorSummary errors={errors} submitCount={submitCount} />
        <ContentFormHeading>{item ? `Edit course: ${item.course_name}` : 'New course'}</ContentFormHeading>
        {formError ? <FormMessage kind="error">{formError}</FormMessage> : null}
        <HindiFieldsNote />
        <BilingualField label="Course name" required english={text('course_name')} hindi={text('course_nameHi')} />
        <SelectField
          label="Program type"
          required
          placeholder="Choose a program type"
          options={PROGRAM_TYPE_OPTIONS}
          // The form's number does not select its option by itself (as in the photo form's category).
          defaultValue={item ? String(item.program_type_id) : ''}
          error={errors.program_type_id?.message}
          {...register('program_type_id', { setValueAs: (value) => (value === '' ? undefined : Number(value)) })}
        />
        {/* The spec's start_from and end_to are the application window (Apply Now until 23:59:59 IST of the
          closing day); the held dates are the training itself (issue 19). */}
        <div className="content-form__pair">
          <Controller
            name="start_from"
            control={control}
            render={({ field }) => (
              <DateField label="Applications open" required error={errors.start_from?.message} {...field} />
            )}
          />
          <Controller
            name="end_to"
            control={control}
            render={({ field }) => (
              <DateField
                label="Applications close"
                hint="DD-MM-YYYY. Apply Now stays open until 23:59:59 IST of this day."
                required
                error={errors.end_to?.message}
                {...field}
              />
            )}
          />
        </div>
        <div className="content-form__pair">
          <Controller
            name="held_from"
            control={control}
            render={({ field }) => (
              <DateField
                label="Held from"
                hint="DD-MM-YYYY: the first day of the course. Completion and certificates wait for this day."
                required
                error={errors.held_from?.message}
                {...field}
              />
            )}
          />
          <Controller
            name="held_to"
            control={control}
            render={({ field }) => (
              <DateField
                label="Held to"
                hint="DD-MM-YYYY: the last day of the course."
                required
                error={errors.held_to?.message}
                {...field}
              />
            )}
          />
        </div>
        <TextField
          label="Capacity (seats)"
          hint="How many applications can be approved. Leave empty for unlimited seats."
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          error={errors.capacity?.message}
          {...register('capacity', { setValueAs: (value) => (value === '' || value === null ? null : Number(value)) })}
        />
        <BilingualField
          label="Duration"
          hint="For example: 5 Days"
          english={text('duration')}
          hindi={text('durationHi')}
        />
        <BilingualField
          label="Mode of training"
          hint="Residential, Online or Hybrid"
          english={text('course_type')}
          hindi={text('course_typeHi')}
        />
        <BilingualField label="Location" english={text('location')} hindi={text('locationHi')} />
        <BilingualField
          label="About the programme"
          multiline
          english={text('program_desc')}
          hindi={text('program_descHi')}
        />
        <BilingualField label="Faculty" multiline english={text('faculty_desc')} hindi={text('faculty_descHi')} />
        <RadioGroup
          legend="VIP speaker"
          options={YES_NO}
          error={errors.vip_speaker?.message}
          inputProps={register('vip_speaker')}
        />
        <BilingualField
          label="VIP speaker description"
          hint="Shown only when VIP speaker is Yes."
          multiline
          english={text('vip_speaker_desc')}
          hindi={text('vip_speaker_descHi')}
        />
        <BilingualField
          label="Resource material"
          multiline
          english={text('resource_material')}
          hindi={text('resource_materialHi')}
        />
        <BilingualField
          label="Evaluation"
          multiline
          english={text('evaluation_descp')}
          hindi={text('evaluation_descpHi')}
        />
        <RadioGroup
          legend="Hostel facility"
          options={YES_NO}
          error={errors.course_hostel_facility?.message}
          inputProps={register('course_hostel_facility')}
        />
        <CheckboxField
          label="Published"
          hint="Published courses are shown on the public pages at once."
          error={errors.published?.message}
          {...register('published')}
        />
        <ContentFormButtons busy={isSubmitting} onCancel={onCancel} />
        {leavePrompt}
      </form>
      {/* Coordinators are staff accounts linked to a saved course (issue 19), saved on their own. */}
      {item ? <CourseCoordinators courseId={item.id} /> : null}
    </>
  );
}
