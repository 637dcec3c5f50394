import { useRef } from 'react';

/**
 * Answers the array given, or the one answered before when it holds the same items in the same order, so what is derived from it
 * (memos, props of a child) is not built again when a filter recomputes an equal list.
 */
export function useSameItems<A extends readonly unknown[]>(items: A): A {
  const last = useRef(items);
  const previous = last.current;
  if (previous !== items && (previous.length !== items.length || items.some((item, i) => item !== previous[i]))) last.current = items;
  return last.current;
}
