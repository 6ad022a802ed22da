import { TICKET_FILE_MIMES, TICKET_LIMITS } from '@app/contract';
import { translateMessage } from '@app/web-kit/i18n/current';
import { useTexts } from '@app/web-kit/i18n/texts';
import { useId, useRef } from 'react';
import { fileSize } from '../../../lib/file-size';
import type { TicketFiles } from '../lib/use-ticket-files';
import { SUPPORT_TEXTS } from '../texts';

/**
 * Up to three attachments: each choice adds to the list (a phone picks one file at a time), each file can be
 * removed, and what is wrong shows under the field before anything is sent.
 */
export function FilePicker({ files }: { files: TicketFiles }) {
  const { t } = useTexts(SUPPORT_TEXTS);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const countId = `${id}-count`;
  const chosen = files.files.length;
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-200">
        {t('sup.files')}
      </label>
      {/* The native control is hidden: once its value is cleared (below) it would say "No file chosen" beside
          the files it holds. It stays focusable, Space or Enter opens the picker, and the button beside it shows
          its focus ring; the list below is what is chosen. */}
      <div className="relative flex flex-wrap items-center gap-x-3 gap-y-1.5">
        <input
          ref={inputRef}
          id={id}
          type="file"
          multiple
          accept={TICKET_FILE_MIMES.join(',')}
          aria-invalid={files.problem ? true : undefined}
          aria-describedby={files.problem ? `${errorId} ${hintId} ${countId}` : `${hintId} ${countId}`}
          onChange={(event) => {
            files.add(Array.from(event.target.files ?? []));
            // The same file can be chosen again after it was removed.
            event.target.value = '';
          }}
          className="peer sr-only"
        />
        <label
          htmlFor={id}
          className="inline-flex min-h-12 cursor-pointer items-center rounded-xl border border-slate-700 bg-slate-800 px-4 text-base font-medium text-slate-50 hover:bg-slate-700 peer-focus-visible:ring-2 peer-focus-visible:ring-teal-300"
        >
          {t(chosen === 0 ? 'sup.chooseFiles' : 'sup.addFiles')}
        </label>
        <span id={countId} aria-live="polite" className="text-sm text-slate-300">
          {chosen === 0 ? t('sup.noFileChosen') : t('sup.filesChosen', { count: chosen, max: TICKET_LIMITS.filesMax })}
        </span>
      </div>
      <p id={hintId} className="mt-1.5 text-sm text-slate-400">
        {t('sup.filesHint', { count: TICKET_LIMITS.filesMax, size: fileSize(TICKET_LIMITS.fileMaxBytes) })}
      </p>
      {files.problem && (
        <p id={errorId} role="alert" className="mt-1.5 text-sm font-medium text-rose-300">
          {translateMessage(files.problem)}
        </p>
      )}
      {files.files.length > 0 && (
        <ul aria-label={t('sup.chosenFiles')} className="mt-2 space-y-2">
          {files.files.map((file, index) => (
            <li
              // Two files may share a name; their place in the list tells them apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list changes only by adding at the end or removing
              key={`${index}-${file.name}`}
              className={`flex items-center justify-between gap-3 rounded-xl border px-3 py-1.5 text-sm ${
                files.problems[index] ? 'border-rose-400/60' : 'border-slate-700'
              }`}
            >
              <span className="min-w-0">
                <span className="block truncate text-slate-100">{file.name}</span>
                <span className="block text-slate-400 tabular-nums">{fileSize(file.size)}</span>
                {files.problems[index] && (
                  <span className="block text-rose-300">{translateMessage(files.problems[index] ?? '')}</span>
                )}
              </span>
              <button
                type="button"
                onClick={() => {
                  files.remove(index);
                  // The button goes with its file: the focus returns to the picker, not to the page's top.
                  inputRef.current?.focus();
                }}
                aria-label={t('sup.removeFile', { name: file.name })}
                className="-mr-1 inline-flex min-h-10 shrink-0 items-center rounded-lg px-3 font-medium text-teal-300 hover:bg-slate-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300"
              >
                {t('sup.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
