/**
 * New customer accounts (account modes `sso` and `multipass`, ours) have no /account/login page of the theme's: the
 * storefront sends it to Shopify's sign-in. The hosted UI returns to the hub's sign-in screen instead. A module of its
 * own, read by the identity client's chunk, so legacy pages do not carry it.
 */
export const NEW_ACCOUNTS_SIGN_IN_REDIRECT_PATH = '/pages/myaccount?operation=signIn';
