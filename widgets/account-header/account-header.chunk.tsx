/** The account-header widget's lazy chunk (theme-snippets/vanity-account-header.liquid). */
export { mountAccountHeader as mount } from './mount-account-header';
