import { useTexts } from '@app/web-kit/i18n/texts';
import type { ReactNode } from 'react';
import { CONSOLE_TEXTS } from '../texts';

interface AdminPageHeaderProps {
  title: string;
  description?: ReactNode;
  /** A button or link at the heading's right (on phones, under it). */
  action?: ReactNode;
}

export function AdminPageHeader({ title, description, action }: AdminPageHeaderProps) {
  const { t } = useTexts(CONSOLE_TEXTS);
  return (
    <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-3">
      <title>{t('con.pageTitle', { title })}</title>
      <div className="min-w-0">
        <h1 className="text-xl font-bold text-slate-50 sm:text-2xl">{title}</h1>
        {description && <p className="mt-1 text-sm text-slate-400">{description}</p>}
      </div>
      {action}
    </div>
  );
}
