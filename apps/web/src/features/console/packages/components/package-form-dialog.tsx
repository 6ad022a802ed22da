import { microsToDecimalText, type PackageRow, type packageCreateBody, parseUsdtToMicros } from '@app/contract';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { SelectField } from '../../../../components/ui/select-field';
import { TextField } from '../../../../components/ui/text-field';
import { useTexts } from '../../../../i18n/texts';
import { lazyResolver } from '../../../../lib/form-resolver';
import { categoryLabel, PACKAGE_CATEGORIES } from '../../../../lib/package-categories';
import { ADMIN_DIALOG_WIDTH_PX, DialogActions } from '../../kit/components/dialog-actions';
import { FormAlert } from '../../kit/components/form-alert';
import type { NewPackage, PackageChanges } from '../api/save-package';
import { CONSOLE_PACKAGE_TEXTS } from '../texts';

type PackageForm = z.input<typeof packageCreateBody>;
type PackageTerms = z.output<typeof packageCreateBody>;

/** What to send: every term for a new package, only the changed ones for an existing one (the rest keep). */
export function packageBody(terms: PackageTerms): NewPackage {
  return { ...terms, price: microsToDecimalText(terms.price), maxPrice: maxPriceText(terms.maxPrice) };
}

const maxPriceText = (micros: bigint | null) => (micros === null ? null : microsToDecimalText(micros));
const maxPriceMicros = (pack: PackageRow) => (pack.maxPrice === null ? null : parseUsdtToMicros(pack.maxPrice));

export function packageChanges(pack: PackageRow, terms: PackageTerms): PackageChanges {
  const changes: PackageChanges = {};
  if (terms.title !== pack.title) changes.title = terms.title;
  if (terms.price !== parseUsdtToMicros(pack.price)) changes.price = microsToDecimalText(terms.price);
  if (terms.yield !== pack.yield) changes.yield = terms.yield;
  if (terms.maturity !== pack.maturity) changes.maturity = terms.maturity;
  if (terms.status !== pack.status) changes.status = terms.status;
  if (terms.category !== pack.category) changes.category = terms.category;
  if (terms.maxPrice !== maxPriceMicros(pack)) changes.maxPrice = maxPriceText(terms.maxPrice);
  if (terms.handlingFee !== pack.handlingFee) changes.handlingFee = terms.handlingFee;
  return changes;
}

interface PackageFormDialogProps {
  /** The package to change; a new one when absent. */
  pack?: PackageRow;
  isSaving: boolean;
  error: string | null;
  onSave: (terms: PackageTerms) => void;
  onClose: () => void;
}

export function PackageFormDialog({ pack, isSaving, error, onSave, onClose }: PackageFormDialogProps) {
  const { t } = useTexts(CONSOLE_PACKAGE_TEXTS);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PackageForm, unknown, PackageTerms>({
    resolver: lazyResolver(() => import('../validation').then((schemas) => schemas.packageFormResolver)),
    defaultValues: pack
      ? {
          title: pack.title,
          price: String(pack.price),
          yield: pack.yield,
          maturity: pack.maturity,
          status: pack.status,
          category: pack.category,
          maxPrice: pack.maxPrice === null ? '' : String(pack.maxPrice),
          handlingFee: pack.handlingFee,
        }
      : { title: '', price: '', status: 'active', category: 'package', maxPrice: '', handlingFee: 0 },
  });

  return (
    <Dialog
      title={pack ? t('cpk.editTitle', { title: pack.title }) : t('cpk.newPackage')}
      onClose={isSaving ? () => {} : onClose}
      maxWidthPx={ADMIN_DIALOG_WIDTH_PX}
    >
      <p className="mt-1 text-sm text-slate-400">{t(pack ? 'cpk.editNote' : 'cpk.newNote')}</p>
      <form noValidate onSubmit={handleSubmit(onSave)} className="mt-4 space-y-4">
        <TextField
          label={t('cpk.fieldTitle')}
          autoComplete="off"
          maxLength={80}
          error={errors.title?.message}
          {...register('title')}
        />
        <SelectField label={t('cpk.tab')} hint={t('cpk.tabHint')} {...register('category')}>
          {PACKAGE_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {categoryLabel(category)}
            </option>
          ))}
        </SelectField>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('cpk.priceField')}
            inputMode="decimal"
            autoComplete="off"
            hint={t('cpk.priceHint')}
            error={errors.price?.message}
            {...register('price')}
          />
          <TextField
            label={t('cpk.maxField')}
            inputMode="decimal"
            autoComplete="off"
            hint={t('cpk.maxHint')}
            error={errors.maxPrice?.message}
            {...register('maxPrice')}
          />
        </div>
        <TextField
          label={t('cpk.feeField')}
          inputMode="decimal"
          autoComplete="off"
          hint={t('cpk.feeHint')}
          error={errors.handlingFee?.message}
          {...register('handlingFee', { valueAsNumber: true })}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('cpk.yieldField')}
            inputMode="decimal"
            autoComplete="off"
            hint={t('cpk.yieldHint')}
            error={errors.yield?.message}
            {...register('yield', { valueAsNumber: true })}
          />
          <TextField
            label={t('cpk.maturityField')}
            inputMode="numeric"
            autoComplete="off"
            hint={t('cpk.maturityHint')}
            error={errors.maturity?.message}
            {...register('maturity', { valueAsNumber: true })}
          />
        </div>
        <SelectField label={t('cpk.status')} hint={t('cpk.statusHint')} {...register('status')}>
          <option value="active">{t('cpk.active')}</option>
          <option value="inactive">{t('cpk.inactive')}</option>
        </SelectField>
        <FormAlert message={error} />
        <DialogActions onCancel={onClose} isBusy={isSaving}>
          <Button type="submit" loading={isSaving}>
            {t(pack ? 'cpk.save' : 'cpk.add')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
