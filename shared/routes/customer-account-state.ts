/**
 * The state the hub gives Shopify's Customer Account API authorization (new customer accounts) starts with this, so
 * its return to the hub (a code and a state, or an error) is not taken for the hosted UI's (Google, Facebook). An
 * enum, which the build inlines where it is read: the hub's code and the new accounts' chunk then share no module,
 * which would be split into a file of its own that every legacy hub page downloads (account-closure.test.ts).
 */
export enum CustomerAccountState {
  Prefix = 'vca.',
}
