import { useEffect, useId, useState } from 'react';
import { CartFailureMessage } from '../../shared/react/CartFailureMessage';
import { formatMoney } from '../../shared/react/format-money';
import { useWatchStore } from './watch-slices';

const WHOLE = /^\d{1,4}$/;

/**
 * The viewer's bag beside the show: each line's quantity (typed, then Update
 * bag: update.js), Remove (change.js to 0), and Empty bag after a confirmation
 * (clear.js). A failed change keeps the cart and what the person typed.
 */
export function ShowBag() {
  const t = useWatchStore((s) => s.session.t);
  const locale = useWatchStore((s) => s.session.locale);
  const currency = useWatchStore((s) => s.session.currency);
  const items = useWatchStore((s) => s.cart.items);
  const changing = useWatchStore((s) => s.cart.changing);
  const failure = useWatchStore((s) => s.cart.changeError);
  const change = useWatchStore((s) => s.cart.change);
  const retry = useWatchStore((s) => s.cart.retryChange);
  const id = useId();
  // Typed quantities by line key, until the store takes them.
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  // Whether this person changed the bag here, so an empty bag says so rather than vanishing.
  const [changedHere, setChangedHere] = useState(false);
  const apply = async (wanted: Parameters<typeof change>[0]) => {
    const done = await change(wanted);
    if (done) setChangedHere(true);
    return done;
  };

  // Lines gone from the cart (here or in another tab) take their typed quantity with them.
  useEffect(() => {
    if (!items) return;
    setTyped((before) => Object.fromEntries(Object.entries(before).filter(([key]) => items.some((i) => i.key === key))));
  }, [items]);

  if (!items) return null;
  if (items.length === 0)
    return changedHere ? (
      <p className="bag-status" role="status">
        {t('live.bag.isEmpty')}
      </p>
    ) : null;

  const busy = changing !== null;
  const updates = Object.fromEntries(
    Object.entries(typed).flatMap(([key, value]) => {
      const line = items.find((i) => i.key === key);
      return line && WHOLE.test(value) && Number(value) !== line.quantity ? [[key, Number(value)]] : [];
    }),
  );
  const invalid = Object.values(typed).some((value) => !WHOLE.test(value));
  const canUpdate = !busy && !invalid && Object.keys(updates).length > 0;
  const total = items.reduce((sum, i) => sum + i.linePrice, 0);

  return (
    <section className="bag" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('live.bag.title')}</h3>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!canUpdate) return;
          void apply({ kind: 'lines', updates }).then((done) => {
            // The store has them now; what else was typed stays, and so does a quantity typed again while they went.
            if (done)
              setTyped((before) =>
                Object.fromEntries(Object.entries(before).filter(([key, value]) => !(key in updates && Number(value) === updates[key]))),
              );
          });
        }}
      >
        <ul className="bag-lines">
          {items.map((line) => {
            const value = typed[line.key] ?? String(line.quantity);
            const wrong = !WHOLE.test(value);
            return (
              <li key={line.key} className="bag-line">
                <span className="name">{line.title}</span>
                <label className="qty">
                  <span className="visually-hidden">{t('live.bag.quantity', { title: line.title })}</span>
                  <input
                    type="number"
                    inputMode="numeric"
                    min={0}
                    step={1}
                    value={value}
                    aria-invalid={wrong}
                    onChange={(e) => setTyped({ ...typed, [line.key]: e.currentTarget.value.trim() })}
                  />
                </label>
                <span className="line-price">{formatMoney(line.linePrice, locale, currency)}</span>
                <button
                  type="button"
                  className="link"
                  disabled={busy}
                  aria-label={t('live.bag.removeLabel', { title: line.title })}
                  onClick={() => void apply({ kind: 'line', key: line.key, quantity: 0 })}
                >
                  {t('live.bag.remove')}
                </button>
              </li>
            );
          })}
        </ul>
        <p className="error" role="alert">
          {invalid ? t('live.bag.wholeNumber') : ''}
        </p>
        <p className="bag-total">{t('live.bag.total', { total: formatMoney(total, locale, currency) })}</p>
        <div className="action-row">
          <button type="submit" className="secondary" disabled={!canUpdate}>
            {changing?.kind === 'lines' ? t('live.bag.updating') : t('live.bag.update')}
          </button>
          {!confirming && (
            <button type="button" className="link" disabled={busy} onClick={() => setConfirming(true)}>
              {t('live.bag.empty')}
            </button>
          )}
        </div>
      </form>
      {confirming && (
        <div className="confirm" role="group" aria-labelledby={`${id}-confirm`}>
          <p id={`${id}-confirm`}>{t('live.bag.confirmEmpty')}</p>
          <div className="action-row">
            <button
              type="button"
              className="primary"
              disabled={busy}
              onClick={async () => {
                if (await apply({ kind: 'empty' })) setConfirming(false);
              }}
            >
              {t('live.bag.confirmEmptyYes')}
            </button>
            <button type="button" className="secondary" onClick={() => setConfirming(false)}>
              {t('live.bag.keep')}
            </button>
          </div>
        </div>
      )}
      {failure && <CartFailureMessage failure={failure} t={t} retry={() => void retry()} busy={busy} />}
    </section>
  );
}
