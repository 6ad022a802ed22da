import { type RefObject, useEffect, useEffectEvent } from 'react';

interface DismissOptions {
  /** What counts as inside: a press there leaves it open. */
  insideRef: RefObject<Element | null>;
  onDismiss: () => void;
  /** After Escape only: where focus goes back to (the button that opened it). */
  onEscape?: () => void;
}

/** While a menu or panel is open, a press outside it closes it, and so does Escape. */
export function useDismiss(isOpen: boolean, { insideRef, onDismiss, onEscape }: DismissOptions) {
  const dismiss = useEffectEvent((byEscape: boolean) => {
    onDismiss();
    if (byEscape) onEscape?.();
  });
  useEffect(() => {
    if (!isOpen) return;
    const closeOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && !insideRef.current?.contains(event.target)) dismiss(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss(true);
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [isOpen, insideRef]);
}
