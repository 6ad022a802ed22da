import { SHELL_MSG } from '@app/contract';
import { Link, useRouteError } from 'react-router';
import { buttonClasses } from '../components/ui/button-styles';
import { Card } from '../components/ui/card';
import { translateMessage } from '../i18n/current';
import { useT } from '../i18n/use-t';
import { ChunkLoadError } from '../lib/chunk-load';

export function RouteError() {
  const { t } = useT();
  const error = useRouteError();
  const isChunkFailure = error instanceof ChunkLoadError;
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-950 p-4 text-slate-100">
      <Card className="w-full max-w-md text-center">
        <h1 className="text-xl font-semibold">
          {translateMessage(isChunkFailure ? SHELL_MSG.chunkLoadFailed : SHELL_MSG.internal)}
        </h1>
        <p className="mt-2 text-slate-300">{isChunkFailure ? t('app.checkConnection') : t('app.reloadOrHome')}</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <button type="button" className={buttonClasses('primary')} onClick={() => window.location.reload()}>
            {t('app.reload')}
          </button>
          <Link to="/" reloadDocument className={buttonClasses('secondary')}>
            {t('app.home')}
          </Link>
        </div>
      </Card>
    </main>
  );
}
