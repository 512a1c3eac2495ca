import { useEffect } from 'react';
import { storeHook } from './react';
import type { cartSlice } from './slices/cart-slice';

/** Widgets with a bag install the cart slice; their slices file checks it (Installs). */
export type CartSyncSlices = readonly [typeof cartSlice];
const useCartStore = storeHook<CartSyncSlices>();

/**
 * Keeps the cart in step (other tabs, retries; spec 2 §4) while the calling
 * widget is mounted. For widgets with a bag: it needs the cart slice installed.
 */
export function useCartSync(): void {
  const syncCart = useCartStore((s) => s.cart.sync);
  useEffect(() => syncCart(), [syncCart]);
}
