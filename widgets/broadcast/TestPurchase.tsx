import { useId, useState } from 'react';
import { Field } from '../../shared/react/Field';
import { useBroadcastStore } from './broadcast-slices';
import type { Show } from '../../shared/store/slices/live-host/live-host-slice';
import { offeredVariants } from './offered-variants';

/** A test purchase announced in the chat, as a real one would be (spec 2 §6 debug purchases). */
export function TestPurchase({ show }: { show: Show }) {
  const t = useBroadcastStore((s) => s.session.t);
  const byId = useBroadcastStore((s) => s.catalog.byId);
  const send = useBroadcastStore((s) => s.liveHost.debugPurchase);
  const busy = useBroadcastStore((s) => s.liveHost.busy);
  const id = useId();
  const options = offeredVariants(show, byId).map((o) => ({ id: o.variantId, name: o.name }));
  const [buyer, setBuyer] = useState('');
  const [variant, setVariant] = useState<number | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [bad, setBad] = useState(false);
  if (options.length === 0) return null;
  return (
    <form
      className="panel"
      aria-labelledby={`${id}-h`}
      onSubmit={(e) => {
        e.preventDefault();
        // Names show in the chat as "Base" or "Base#3" (spec 2 §3 displayName {baseName, sequenceId}).
        const m = /^(.+?)(?:#(\d+))?$/.exec(buyer.trim());
        if (!m) return setBad(true);
        setBad(false);
        void send({ baseName: m[1]!, sequenceId: Number(m[2] ?? 1) }, variant ?? options[0]!.id, quantity);
      }}
    >
      <h2 id={`${id}-h`}>{t('live.host.purchase.title')}</h2>
      <Field
        label={t('live.host.purchase.buyer')}
        type="text"
        value={buyer}
        aria-invalid={bad}
        onChange={(e) => setBuyer(e.currentTarget.value)}
        hint={<span className={bad ? 'error' : 'hint'}>{t(bad ? 'live.host.purchase.badBuyer' : 'live.host.purchase.buyerHint')}</span>}
      />
      <div className="field">
        <label htmlFor={`${id}-item`}>{t('live.host.purchase.variant')}</label>
        <select id={`${id}-item`} value={variant ?? options[0]!.id} onChange={(e) => setVariant(Number(e.currentTarget.value))}>
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </select>
      </div>
      <Field
        label={t('live.host.purchase.quantity')}
        type="number"
        min={1}
        max={10}
        value={quantity}
        onChange={(e) => setQuantity(Math.max(1, Math.min(10, Number(e.currentTarget.value) || 1)))}
      />
      <button type="submit" className="secondary" disabled={busy === 'purchase'}>
        {t('live.host.purchase.send')}
      </button>
    </form>
  );
}
