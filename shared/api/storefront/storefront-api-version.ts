/** Spec 1 §9: the Storefront API version Vanity asks for, pinned here only; the embed config may override it. */
export const STOREFRONT_API_VERSION = '2022-10';
