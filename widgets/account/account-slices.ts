import { storeHook } from '../../shared/store/react';
import { accountSlice } from '../../shared/store/slices/account/account-slice';
import { meSlice } from '../../shared/store/slices/me-slice';

/** The slices the account widget reads; its chunk installs them (with what they require) when it loads. */
export const accountSlices = [accountSlice, meSlice] as const;

/** The store as the account widget's components see it: these slices and the session. */
export const useAccountStore = storeHook<typeof accountSlices>();
