import {
  KYC_COUNTRIES,
  KYC_DOCUMENT_MAX_BYTES,
  KYC_DOCUMENT_MIMES,
  KYC_DOCUMENT_TYPES,
  type KycFields,
} from '@app/contract';
import { Button } from '@app/web-kit/components/ui/button';
import { SelectField } from '@app/web-kit/components/ui/select-field';
import { TextField } from '@app/web-kit/components/ui/text-field';
import { TitledCard } from '@app/web-kit/components/ui/titled-card';
import { INTL_LOCALE } from '@app/web-kit/i18n/current';
import { useTexts } from '@app/web-kit/i18n/texts';
import { useSchemaForm } from '@app/web-kit/lib/use-schema-form';
import { type ChangeEvent, type FormEvent, useId, useMemo, useState } from 'react';
import { useSubmitKyc } from '../api/submit-kyc';
import { KYC_TEXTS } from '../kyc-texts';
import { fileSize, kycFileProblem } from '../lib/kyc-file';

// No document type chosen yet: the select starts on its prompt.
const EMPTY = {
  fullName: '',
  dateOfBirth: '',
  country: '',
  documentType: '',
  documentNumber: '',
} as unknown as KycFields;

/** Countries by their names in the chosen language, in its alphabetical order. */
function useCountries(locale: string) {
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    return KYC_COUNTRIES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
      a.name.localeCompare(b.name, locale),
    );
  }, [locale]);
}

/** The identity check's form: every field's message as soon as it is left, the file checked before it is sent. */
export function KycForm() {
  const { t, locale } = useTexts(KYC_TEXTS);
  const countries = useCountries(INTL_LOCALE[locale]);
  const fileId = useId();
  const submitKyc = useSubmitKyc();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const { handleSubmit, field } = useSchemaForm(() => import('../validation').then((schemas) => schemas.kycFormBody), {
    mode: 'onTouched',
    defaultValues: EMPTY,
  });

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    setFile(chosen);
    setFileError(chosen ? await kycFileProblem(chosen) : null);
  }

  // The file is checked with the fields, so every message shows at once.
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = await kycFileProblem(file);
    setFileError(problem);
    await handleSubmit((fields) => {
      if (problem || !file) return;
      submitKyc.mutate({ fields, file });
    })(event);
  };

  const today = new Date();
  const maxBirth = `${today.getFullYear() - 18}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;

  return (
    <TitledCard titleId="kyc-form" title={t('kyc.details')}>
      <p className="mt-1 text-sm text-slate-400">{t('kyc.detailsNote')}</p>
      <form noValidate onSubmit={submit} className="mt-4 space-y-4" aria-busy={submitKyc.isPending || undefined}>
        <TextField label={t('kyc.fullName')} autoComplete="name" maxLength={100} {...field('fullName')} />
        <TextField
          label={t('kyc.birth')}
          type="date"
          min="1900-01-01"
          max={maxBirth}
          autoComplete="bday"
          hint={t('kyc.birthHint')}
          {...field('dateOfBirth')}
        />
        <SelectField label={t('kyc.country')} autoComplete="country" {...field('country')}>
          <option value="">{t('kyc.chooseCountry')}</option>
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('kyc.documentType')} {...field('documentType')}>
          <option value="">{t('kyc.chooseDocument')}</option>
          {KYC_DOCUMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`kyc.${type}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('kyc.documentNumber')}
          autoComplete="off"
          maxLength={40}
          hint={t('kyc.documentNumberHint')}
          {...field('documentNumber')}
        />
        <div>
          <label htmlFor={fileId} className="mb-1.5 block text-sm font-medium text-slate-200">
            {t('kyc.photo')}
          </label>
          <input
            id={fileId}
            type="file"
            accept={KYC_DOCUMENT_MIMES.join(',')}
            aria-invalid={fileError ? true : undefined}
            aria-describedby={`${fileId}-hint${fileError ? ` ${fileId}-error` : ''}`}
            onChange={(event) => void chooseFile(event)}
            className="block w-full rounded-xl border border-slate-700 bg-slate-900 text-base text-slate-200 file:mr-4 file:min-h-12 file:border-0 file:bg-slate-800 file:px-4 file:text-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300"
          />
          <p id={`${fileId}-hint`} className="mt-1.5 text-sm text-slate-400">
            {t('kyc.fileHint', { size: fileSize(KYC_DOCUMENT_MAX_BYTES) })}
            {file && !fileError && t('kyc.chosen', { name: file.name, size: fileSize(file.size) })}
          </p>
          {fileError && (
            <p id={`${fileId}-error`} role="alert" className="mt-1.5 text-sm font-medium text-rose-300">
              {fileError}
            </p>
          )}
        </div>
        <Button type="submit" fullWidth className="sm:w-auto" loading={submitKyc.isPending}>
          {submitKyc.isPending ? t('kyc.uploading') : t('kyc.send')}
        </Button>
      </form>
    </TitledCard>
  );
}
