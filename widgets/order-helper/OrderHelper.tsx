import { useState } from 'react';
import { readShowReferral, watchPath } from '../../shared/live/show-referral';
import { useAppStore } from '../../shared/store/react';

/**
 * /{firstId}/orders/{secondId} (spec 1 §2): a 'back to the stream' link when the shopper came from a show in the
 * last day. Only this browser knows the show (local storage), so the server HTML cannot hold it: the snippet
 * reserves no box, and the link comes in below the order's details, moving nothing.
 */
export function OrderHelper() {
  const t = useAppStore((s) => s.session.t);
  const [referral] = useState(() => readShowReferral());
  if (!referral) return null;
  return (
    <>
      <p>{t('live.backToStreamText')}</p>
      <a className="button primary" href={watchPath(referral)}>
        {t('live.backToStream')}
      </a>
    </>
  );
}
