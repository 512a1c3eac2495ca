import { useEffect, useState, type ComponentType } from 'react';
import { useWatchStore } from './watch-slices';

let bagCode: Promise<ComponentType> | null = null;

/** ShowBag's code, downloaded once per page; a failed download is tried again by the next call. */
function loadBag(): Promise<ComponentType> {
  bagCode ??= import('./ShowBag').then(
    (m) => m.ShowBag,
    (error: unknown) => {
      bagCode = null;
      throw error;
    },
  );
  return bagCode;
}

/**
 * The viewer's bag beside the show (ShowBag), whose code downloads once the bag first has lines: a viewer who
 * arrives with an empty bag, as most do, never downloads it unless they add something. Once shown it stays, so a
 * bag emptied here says so. A failed download is reported, and tried again when the bag next changes.
 */
export function BagWhenFilled() {
  const items = useWatchStore((s) => s.cart.items);
  const reportError = useWatchStore((s) => s.session.reportError);
  const [wanted, setWanted] = useState(false);
  const [Bag, setBag] = useState<ComponentType | null>(null);
  // Remembered during render: no extra commit before the download starts.
  if (!wanted && items && items.length > 0) setWanted(true);
  useEffect(() => {
    if (!wanted || Bag) return;
    let live = true;
    loadBag().then(
      (component) => live && setBag(() => component),
      (error: unknown) => live && reportError(error, { where: 'watch:bag-code' }),
    );
    return () => void (live = false);
    // (items: a change of the bag tries a failed download again)
  }, [wanted, Bag, items, reportError]);
  return Bag ? <Bag /> : null;
}
