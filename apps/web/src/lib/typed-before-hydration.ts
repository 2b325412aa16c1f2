import { type RefObject, useEffect } from 'react';

/**
 * A server-rendered text box can be typed into before the app hydrates, and React keeps its own value: the words would
 * be ignored or replaced. Once, when the app takes the box over, words that differ from `value` go to `onTyped`, as
 * if typed after.
 */
export function useTypedBeforeHydration(box: RefObject<HTMLInputElement | null>, value: string, onTyped: (text: string) => void) {
  useEffect(() => {
    const typed = box.current?.value;
    if (typed !== undefined && typed !== value) onTyped(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the app takes the box over from the server
  }, []);
}
