import type { ReactNode } from 'react';
import type { Translate } from '../i18n';
import { cartFailureRetryable, cartFailureText, type CartFailure } from '../store/slices/cart-slice';

/**
 * A failed add to the bag, as the shopper reads it: Shopify's own words for a
 * refusal, else a plain sentence with Try again (the endpoint and the status go
 * to the error report, not here).
 */
export function CartFailureMessage({
  failure,
  t,
  retry,
  busy,
  className = 'error',
  children,
}: {
  failure: CartFailure;
  t: Translate;
  retry: () => void;
  busy: boolean;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <p role="alert" className={className}>
      {cartFailureText(t, failure)}
      {cartFailureRetryable(failure) && (
        <>
          {' '}
          <button type="button" className="link" disabled={busy} onClick={retry}>
            {t('cart.retry')}
          </button>
        </>
      )}
      {children}
    </p>
  );
}
