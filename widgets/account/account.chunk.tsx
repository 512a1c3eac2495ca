import { registerMessages } from '../../shared/i18n';
import { enAccount } from '../../shared/i18n/en-account';
import { lazyMethods } from '../../shared/lazy-methods';
import { defineWidget } from '../../shared/react/widget-host';
import { getAppDeps, getAppStore } from '../../shared/store/app-store';
import type { AccountClient } from '../../shared/api/account/account-client';
import type { IdentityClient } from '../../shared/api/identity/identity-client';
import { installAccountSlice } from '../../shared/store/slices/account-slice';
import { Account } from './Account';
import { accountStyles } from './account.styles';

registerMessages('en', enAccount);

export const mount = defineWidget('account', Account, accountStyles, (ctx) => {
  const deps = getAppDeps(ctx);
  // aws-amplify is big: it loads on the first identity call, in its own chunk.
  const identity = lazyMethods<IdentityClient>(
    () => import('../../shared/api/identity/identity-client').then((m) => m.createIdentityClient(ctx.config.cognito)),
    ['currentUser', 'idToken', 'signIn', 'signUp', 'confirmSignUp', 'resendSignUpCode', 'resetPassword', 'confirmResetPassword', 'updatePassword', 'signOut'],
  );
  const account = lazyMethods<AccountClient>(
    () =>
      Promise.all([import('../../shared/api/account/account-client'), import('../../shared/http')]).then(([a, h]) =>
        a.createAccountClient(h.createHttp({ ids: () => deps.ids }), ctx.config.backends.account),
      ),
    ['state', 'multipass'],
  );
  installAccountSlice(getAppStore(ctx), deps, {
    identity,
    account,
    assign: (url) => window.location.assign(url),
    reload: () => window.location.reload(),
  });
});
