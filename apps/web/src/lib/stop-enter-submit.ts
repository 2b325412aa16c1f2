import type { KeyboardEvent } from 'react';

/**
 * A control's onKeyDown: Enter that confirms a day or a picker's choice is the control's own, so its default (the
 * browser sending the form it sits in) is prevented; the form is sent by its button or by Enter in a plain field.
 */
export function stopEnterSubmit(event: KeyboardEvent) {
  if (event.key === 'Enter') event.preventDefault();
}
