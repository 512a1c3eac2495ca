/**
 * Spec 2 §5, §9: the minimum password length when the config names none. A module of its own, so the hub's password
 * rules do not import the config module (which would put its constants in a file of their own on the hub's pages).
 */
export const PASSWORD_MIN_LENGTH_DEFAULT = 8;
