/** Spec 1 §9. The one place the Storefront API version is pinned; the embed config may override it. */
export const STOREFRONT_API_VERSION = '2022-10';
