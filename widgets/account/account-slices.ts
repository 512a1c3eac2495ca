import { storeHook } from '../../shared/store/react';
import { accountSlice } from '../../shared/store/slices/account/account-slice';

/** The slices the account widget reads; its chunk installs them (with what they require) when it loads. */
export const accountSlices = [accountSlice] as const;

/** The store as the account widget's components see it: these slices and the session. */
export const useAccountStore = storeHook<typeof accountSlices>();
