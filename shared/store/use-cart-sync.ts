import { useEffect } from 'react';
import { useAppStore } from './react';

/**
 * Keeps the cart in step (other tabs, retries; spec 2 §4) while the calling
 * widget is mounted. For widgets with a bag: it needs the cart slice installed.
 */
export function useCartSync(): void {
  const syncCart = useAppStore((s) => s.syncCart);
  useEffect(() => syncCart(), [syncCart]);
}
