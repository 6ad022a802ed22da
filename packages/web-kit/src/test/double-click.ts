import { fireEvent } from '@testing-library/react';

/**
 * A real double click on a money button when the server is quicker than the hand: the first click's answer has
 * landed (`answered`) before the second click (detail 2) arrives, so the button is enabled again by then.
 */
export async function doubleClickAfterAnswer(button: HTMLElement, answered: () => Promise<unknown>) {
  fireEvent.click(button, { detail: 1 });
  await answered();
  fireEvent.click(button, { detail: 2 });
}

/** Two activations in one go, before the page can re-render (a key pressed twice: detail 0, no double click). */
export function pressTwiceAtOnce(button: HTMLElement) {
  fireEvent.click(button, { detail: 0 });
  fireEvent.click(button, { detail: 0 });
}
