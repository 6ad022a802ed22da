import {
  KYC_COUNTRIES,
  KYC_DOCUMENT_MAX_BYTES,
  KYC_DOCUMENT_MIMES,
  KYC_DOCUMENT_TYPE_LABEL,
  KYC_DOCUMENT_TYPES,
  type KycFields,
  type kycFieldsBody,
} from '@app/contract';
import { type ChangeEvent, type FormEvent, useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { lazyResolver } from '../../../lib/form-resolver';
import { useSubmitKyc } from '../api/submit-kyc';
import { fileSize, kycFileProblem } from '../lib/kyc-file';

// No document type chosen yet: the select starts on its prompt.
const EMPTY = {
  fullName: '',
  dateOfBirth: '',
  country: '',
  documentType: '',
  documentNumber: '',
} as unknown as KycFields;

/** Countries by their English names, as the list offers them. */
function useCountries() {
  return useMemo(() => {
    const names = new Intl.DisplayNames(['en'], { type: 'region' });
    return KYC_COUNTRIES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
      a.name.localeCompare(b.name, 'en'),
    );
  }, []);
}

/** The identity check's form: every field's message as soon as it is left, the file checked before it is sent. */
export function KycForm() {
  const countries = useCountries();
  const fileId = useId();
  const submitKyc = useSubmitKyc();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<KycFields, unknown, z.output<typeof kycFieldsBody>>({
    mode: 'onTouched',
    resolver: lazyResolver(async () => {
      const [schemas, { zodFieldsResolver }] = await Promise.all([
        import('../validation'),
        import('../../../lib/zod-fields'),
      ]);
      return zodFieldsResolver(schemas.kycFormBody);
    }),
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
    <Card aria-labelledby="kyc-form">
      <h2 id="kyc-form" className="text-lg font-semibold text-slate-50">
        Your details
      </h2>
      <p className="mt-1 text-sm text-slate-400">
        As printed on your document. Only our operators see the photo; it is never shown on the site.
      </p>
      <form noValidate onSubmit={submit} className="mt-4 space-y-4" aria-busy={submitKyc.isPending || undefined}>
        <TextField
          label="Full legal name"
          autoComplete="name"
          maxLength={100}
          error={errors.fullName?.message}
          {...register('fullName')}
        />
        <TextField
          label="Date of birth"
          type="date"
          min="1900-01-01"
          max={maxBirth}
          autoComplete="bday"
          hint="You must be 18 or older."
          error={errors.dateOfBirth?.message}
          {...register('dateOfBirth')}
        />
        <SelectField label="Country" autoComplete="country" error={errors.country?.message} {...register('country')}>
          <option value="">Choose your country</option>
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </SelectField>
        <SelectField label="Document type" error={errors.documentType?.message} {...register('documentType')}>
          <option value="">Choose a document</option>
          {KYC_DOCUMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {KYC_DOCUMENT_TYPE_LABEL[type]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Document number"
          autoComplete="off"
          maxLength={40}
          hint="4 to 30 letters, digits or dashes."
          error={errors.documentNumber?.message}
          {...register('documentNumber')}
        />
        <div>
          <label htmlFor={fileId} className="mb-1.5 block text-sm font-medium text-slate-200">
            Photo or scan of the document
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
            JPEG, PNG or PDF, up to {fileSize(KYC_DOCUMENT_MAX_BYTES)}.
            {file && !fileError && ` Chosen: ${file.name} (${fileSize(file.size)}).`}
          </p>
          {fileError && (
            <p id={`${fileId}-error`} role="alert" className="mt-1.5 text-sm font-medium text-rose-300">
              {fileError}
            </p>
          )}
        </div>
        <Button type="submit" fullWidth className="sm:w-auto" loading={submitKyc.isPending}>
          {submitKyc.isPending ? 'Uploading…' : 'Send for review'}
        </Button>
      </form>
    </Card>
  );
}
