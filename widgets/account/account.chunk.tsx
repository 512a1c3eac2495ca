import { registerMessages } from '../../shared/i18n';
import { enAccount } from '../../shared/i18n/en-account';
import { defineWidget } from '../../shared/react/widget-host';
import { Account } from './Account';
import { accountSlices } from './account-slices';
import { accountStyles } from './account.styles';

registerMessages('en', enAccount);

export const mount = defineWidget('account', Account, accountStyles, accountSlices);
