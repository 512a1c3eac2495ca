import { registerMessages } from '../../shared/i18n';
import { enAccount } from '../../shared/i18n/en-account';
import { defineWidget } from '../../shared/react/widget-host';
import { getAppDeps, getAppStore } from '../../shared/store/app-store';
import { installAccountSlice } from '../../shared/store/slices/account/account-slice';
import { Account } from './Account';
import { accountStyles } from './account.styles';

registerMessages('en', enAccount);

export const mount = defineWidget('account', Account, accountStyles, (ctx) => installAccountSlice(getAppStore(ctx), getAppDeps(ctx)));
