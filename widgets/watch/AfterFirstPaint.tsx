import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * What sits below the video (the chat on a phone, the actions, offers, products and bag), rendered in a transition
 * right after the commit that first shows the show: the video, its poster and the title paint in a task of their
 * own, and React builds the rest in slices of a few milliseconds, yielding to the browser between them, rather
 * than in the same long task. Nothing is hidden for longer than that render takes.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown ? children : null;
}
