/** cognito-local's calls take a context with a logger; the stand-ins keep it silent. */
export const QUIET_CONTEXT = {
  logger: {
    debug() {},
    info() {},
    warn() {},
    error() {},
    child() {
      return this;
    },
  },
};
