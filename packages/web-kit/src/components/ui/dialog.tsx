import { type KeyboardEvent, type MouseEvent, type ReactNode, useEffect, useId, useRef } from 'react';

interface DialogProps {
  title: ReactNode;
  /** Escape, the backdrop and the caller's Cancel button all come here; the caller decides whether to close. */
  onClose: () => void;
  maxWidthPx: number;
  /** center: a modal box; side: a full-height panel along the right edge. */
  placement?: 'center' | 'side';
  children: ReactNode;
}

const PLACEMENT = {
  center: 'inset-0 m-auto h-fit max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] rounded-2xl',
  side: 'inset-y-0 right-0 left-auto my-0 mr-0 ml-auto h-dvh max-h-dvh w-[calc(100%-3rem)] rounded-l-2xl',
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
}

/** A modal dialog: mount it to open it, unmount it to close it. Focus stays inside and returns to the opener. */
export function Dialog({ title, onClose, maxWidthPx, placement = 'center', children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    (focusableIn(dialog)[0] ?? dialog).focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  // Tab wraps inside the dialog, so keyboard focus cannot reach the page behind it.
  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !ref.current) return;
    const focusable = focusableIn(ref.current);
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  // A click on the dialog element itself is a click on its backdrop: the content sits in the inner box.
  function onClick(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget) onClose();
  }

  return (
    <dialog
      ref={ref}
      aria-modal="true"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={onClick}
      style={{ maxWidth: maxWidthPx }}
      className={`fixed ${PLACEMENT[placement]} overflow-y-auto border border-slate-700 bg-slate-900 p-0 text-slate-100 shadow-2xl shadow-black/50 backdrop:bg-slate-950/80 backdrop:backdrop-blur-sm`}
    >
      <div className="p-5 sm:p-6">
        <h2 id={titleId} className="text-lg font-semibold text-slate-50">
          {title}
        </h2>
        {children}
      </div>
    </dialog>
  );
}
