import { TICKET_CATEGORIES, TICKET_LIMITS, type TicketRecordRef } from '@app/contract';
import { Button } from '@app/web-kit/components/ui/button';
import { buttonClasses } from '@app/web-kit/components/ui/button-styles';
import { SelectField } from '@app/web-kit/components/ui/select-field';
import { TextAreaField } from '@app/web-kit/components/ui/text-area-field';
import { TextField } from '@app/web-kit/components/ui/text-field';
import { TitledCard } from '@app/web-kit/components/ui/titled-card';
import { useTexts } from '@app/web-kit/i18n/texts';
import { useSchemaForm } from '@app/web-kit/lib/use-schema-form';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { useCreateTicket } from '../api/create-ticket';
import { CATEGORY_OF_KIND, recordValue } from '../lib/record-link';
import { useTicketFiles } from '../lib/use-ticket-files';
import { useTicketSend } from '../lib/use-ticket-send';
import { SUPPORT_TEXTS } from '../texts';
import type { ticketFormBody } from '../validation';
import { FilePicker } from './file-picker';
import { FormRefusal } from './form-refusal';
import { RecordPicker } from './record-picker';

// The picked record is the JSON text the contract reads a form's `record` as ('' for none); no topic chosen yet is ''.
type TicketFormValues = z.input<typeof ticketFormBody>;

/** Where "New ticket" came from: focus goes to the form it opened. */
export interface OpenFormState {
  focusForm?: boolean;
}

/**
 * A new ticket: what it is about, subject, message, optionally one of the member's records and up to three files.
 * `linked` is the record the address names (`?record=kind:_id`): picked, with its category.
 */
export function NewTicketForm({ linked }: { linked: TicketRecordRef | null }) {
  const { t } = useTexts(SUPPORT_TEXTS);
  const navigate = useNavigate();
  const location = useLocation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const createTicket = useCreateTicket();
  const files = useTicketFiles();
  const defaultValues = {
    category: linked ? CATEGORY_OF_KIND[linked.kind] : '',
    subject: '',
    message: '',
    record: linked ? recordValue(linked) : '',
  } as TicketFormValues;
  const { handleSubmit, getValues, setValue, setError, field } = useSchemaForm(
    () => import('../validation').then((schemas) => schemas.ticketFormBody),
    {
      mode: 'onTouched',
      defaultValues,
    },
  );

  const shouldFocus = Boolean((location.state as OpenFormState | null)?.focusForm);
  useEffect(() => {
    if (shouldFocus) headingRef.current?.focus();
  }, [shouldFocus]);

  // A record picked while no topic is chosen sets the topic it belongs to.
  function pickRecord(value: string) {
    if (!value || getValues('category')) return;
    const kind = (JSON.parse(value) as TicketRecordRef).kind;
    setValue('category', CATEGORY_OF_KIND[kind], { shouldValidate: true });
  }

  const { formError, submit } = useTicketSend({
    handleSubmit,
    files,
    isSending: createTicket.isPending,
    showOnField: (field, message) => {
      setError(field, { message }, { shouldFocus: true });
      return true;
    },
    send: (fields, onRefused) =>
      createTicket.mutate(
        { fields, files: files.files },
        { onSuccess: (answer) => navigate(`/support/${answer.data._id}`), onError: onRefused },
      ),
  });

  return (
    <TitledCard titleId="new-ticket-title" title={t('sup.formTitle')} titleRef={headingRef}>
      <p className="mt-1 text-sm text-slate-400">{t('sup.formNote')}</p>
      <form noValidate onSubmit={submit} className="mt-4 space-y-4" aria-busy={createTicket.isPending || undefined}>
        {/* React picks the default option as it renders it; the form's own assignment after it is lost in some DOMs
            (the tests'). */}
        <SelectField label={t('sup.category')} defaultValue={defaultValues.category} {...field('category')}>
          <option value="">{t('sup.chooseCategory')}</option>
          {TICKET_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`sup.category.${category}`)}
            </option>
          ))}
        </SelectField>
        <RecordPicker
          linked={linked}
          defaultValue={defaultValues.record as string}
          {...field('record', { onChange: (event) => pickRecord(event.target.value) })}
        />
        <TextField
          label={t('sup.subject')}
          autoComplete="off"
          maxLength={TICKET_LIMITS.subjectMax}
          {...field('subject')}
        />
        <TextAreaField label={t('sup.message')} rows={6} maxLength={TICKET_LIMITS.messageMax} {...field('message')} />
        <FilePicker files={files} />
        <FormRefusal message={formError} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center">
          <Link to="/support" state={{ focusNewTicket: true }} className={buttonClasses('ghost')}>
            {t('sup.cancel')}
          </Link>
          <Button type="submit" className="sm:ml-auto" loading={createTicket.isPending}>
            {createTicket.isPending ? t('sup.sending') : t('sup.send')}
          </Button>
        </div>
      </form>
    </TitledCard>
  );
}
