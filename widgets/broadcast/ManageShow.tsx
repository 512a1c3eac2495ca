import { useEffect, useId, useState } from 'react';
import { ShowChat } from '../../shared/live-ui/ShowChat';
import { useRemoteField } from '../../shared/react/use-remote-field';
import { useAppStore } from '../../shared/store/react';
import { isModerationAction, SHOW_LIMITS, type Product, type Show, type ShowStats } from '../../shared/store/slices/live-host-slice';
import { ConfirmButton } from '../../shared/react/ConfirmButton';
import { CheckedText, localInputValue } from './ShowForm';
import { StreamPanel } from './StreamPanel';

/** Every variant the show offers (an empty list offers them all), named as a viewer sees it. */
function offeredVariants(show: Show, byId: Record<number, Product | undefined>): Array<{ productId: number; variantId: number; name: string }> {
  return show.variants.flatMap(({ productId, variantIds }) => {
    const p = byId[productId];
    if (!p) return [];
    return (variantIds.length ? p.variants.filter((v) => variantIds.includes(v.id)) : p.variants).map((v) => ({ productId, variantId: v.id, name: p.variants.length > 1 ? `${p.name}, ${v.name}` : p.name }));
  });
}

const STATS: Array<keyof ShowStats> = ['viewers', 'peakViewers', 'uniqueViewers', 'chatMessages', 'reactions', 'shares', 'referrals', 'saves', 'subscribers', 'pendingViews', 'recordingViews', 'purchases'];

/** /pages/broadcast/{showString}: one show's controls for its host. */
export function ManageShow({ showId }: { showId: string }) {
  const t = useAppStore((s) => s.t);
  const managed = useAppStore((s) => s.liveHost.managed);
  const host = useAppStore((s) => s.liveHost);
  const manage = useAppStore((s) => s.manageShow);
  const cancel = useAppStore((s) => s.cancelShow);
  const end = useAppStore((s) => s.endShow);
  useEffect(() => manage(showId), [showId, manage]);

  if (managed.status === 'loading' && !managed.show) return <p role="status">{t('live.loading')}</p>;
  if (managed.status === 'no-such-show') return <p className="notice" role="alert">{t('live.host.noSuchShow')}</p>;
  if (!managed.show) return <p className="notice" role="alert">{t('live.temporaryError')}</p>;
  const show = managed.show;
  if (show.handle !== host.profile?.influencer?.handle) return <p className="notice error" role="alert">{t('live.host.errors.forbidden')}</p>;
  const open = show.state === 'PENDING' || show.state === 'RUNNING';
  const own = !isModerationAction(host.lastAction);
  const failed = own && (host.error || host.roleError);
  return (
    <div className="manage">
      <p>
        <a href="/pages/broadcast">{t('live.host.back')}</a>
      </p>
      <header className="row-between">
        <div>
          <span className={`state state-${show.state}`}>{t(`live.host.state.${show.state}`)}</span>
          <h2>{show.title}</h2>
          <a href={`/pages/watch/${encodeURIComponent(show.id)}`}>{t('live.host.watch')}</a>
        </div>
        <div className="actions">
          {show.state === 'PENDING' && <ConfirmButton label={t('live.host.cancelShow')} question={t('live.host.confirmCancel')} disabled={host.busy === 'cancel'} onConfirm={() => void cancel()} />}
          {show.state === 'RUNNING' && <ConfirmButton className="danger" label={t('live.host.endShow')} question={t('live.host.confirmEnd')} disabled={host.busy === 'end'} onConfirm={() => void end()} />}
        </div>
      </header>
      <p className={failed ? 'error' : 'hint'} role={failed ? 'alert' : 'status'}>
        {!own ? '' : (host.roleError ?? (host.error ? t(host.error) : host.notice ? t(host.notice) : ''))}
      </p>
      <div className="manage-grid">
        <div>
          {open && <StreamPanel />}
          {open && <ShowProducts show={show} />}
          {open && <FeaturedLink />}
          {show.state === 'RUNNING' && <TestPurchase show={show} />}
          {open && <Details key={show.id} show={show} />}
          {managed.stats && (
            <section className="panel" aria-labelledby="vanity-stats">
              <h2 id="vanity-stats">{t('live.host.stats.title')}</h2>
              <dl className="stats">
                {STATS.map((k) => (
                  <div key={k}>
                    <dt>{t(`live.host.stats.${k}`)}</dt>
                    <dd>{managed.stats![k]}</dd>
                  </div>
                ))}
              </dl>
            </section>
          )}
        </div>
        {show.chatBaseUrl && (
          <aside>
            <ShowChat show={show} replayAtMs={null} moderation={{ canPin: true, canMute: host.groups.includes('moderator') }} />
          </aside>
        )}
      </div>
    </div>
  );
}

/** Title, description and (before the show) the start time: a partial update, checked live. */
function Details({ show }: { show: Show }) {
  const t = useAppStore((s) => s.t);
  const check = useAppStore((s) => s.checkShowDraft);
  const update = useAppStore((s) => s.updateShow);
  const busy = useAppStore((s) => s.liveHost.busy);
  const errors = useAppStore((s) => s.liveHost.fieldErrors);
  const id = useId();
  const [title, titleField] = useRemoteField(show.title, async (v) => (await check({ title: v }, show.id)).title ?? null);
  const [description, descriptionField] = useRemoteField(show.description, async (v) => (await check({ description: v }, show.id)).description ?? null);
  const [start, setStart] = useState(() => localInputValue(Date.parse(show.startTime)));
  return (
    <form
      className="panel"
      aria-labelledby={`${id}-h`}
      onSubmit={(e) => {
        e.preventDefault();
        const patch: Record<string, string> = {};
        if (title.value !== show.title) patch.title = title.value.trim();
        if (description.value !== show.description) patch.description = description.value.trim();
        if (show.state === 'PENDING' && new Date(start).toISOString() !== new Date(show.startTime).toISOString()) patch.startTime = new Date(start).toISOString();
        void update(patch).then((ok) => {
          if (ok) {
            titleField.saved(title.value);
            descriptionField.saved(description.value);
          }
        });
      }}
    >
      <h2 id={`${id}-h`}>{t('live.host.edit')}</h2>
      <CheckedText label={t('live.host.form.title')} max={SHOW_LIMITS.titleMax} state={title} onInput={(v) => titleField.input(v)} serverError={errors.title} />
      <CheckedText label={t('live.host.form.description')} max={SHOW_LIMITS.descriptionMax} multiline state={description} onInput={(v) => descriptionField.input(v)} serverError={errors.description} />
      {show.state === 'PENDING' && (
        <div className="field">
          <label htmlFor={`${id}-start`}>{t('live.host.form.startTime')}</label>
          <input id={`${id}-start`} type="datetime-local" value={start} onChange={(e) => setStart(e.currentTarget.value)} aria-invalid={!!errors.startTime} />
          <span className="error" role="alert">
            {errors.startTime ?? ''}
          </span>
        </div>
      )}
      <button type="submit" className="secondary" disabled={busy === 'update'}>
        {t('live.host.save')}
      </button>
    </form>
  );
}

/** The show's products: what the host wears now, what is featured, and clearing it. */
function ShowProducts({ show }: { show: Show }) {
  const t = useAppStore((s) => s.t);
  const byId = useAppStore((s) => s.catalog.byId);
  const loadProduct = useAppStore((s) => s.loadProduct);
  const setActive = useAppStore((s) => s.setActiveVariant);
  const clear = useAppStore((s) => s.clearFeaturedItem);
  const busy = useAppStore((s) => s.liveHost.busy);
  const ids = show.variants.map((v) => v.productId).join(',');
  useEffect(() => {
    for (const v of show.variants) void loadProduct({ id: v.productId }).catch(() => undefined);
    // (ids stands for the product list)
  }, [ids]);
  if (show.variants.length === 0) return null;
  return (
    <section className="panel" aria-labelledby="vanity-show-products">
      <h2 id="vanity-show-products">{t('live.host.products.title')}</h2>
      <ul className="host-products">
        {offeredVariants(show, byId).map(({ productId, variantId, name }) => {
          const wearing = show.activeVariant?.variantId === variantId;
          const featured = show.featuredItem?.variantId === variantId;
          return (
            <li key={variantId}>
              <span>
                {name}
                {wearing && <span className="tag">{t('live.host.products.wearing')}</span>}
                {featured && <span className="tag">{t('live.host.products.featured')}</span>}
              </span>
              <span className="actions">
                <button type="button" className="secondary small" aria-pressed={wearing} disabled={busy === `active-${variantId}`} aria-label={`${t('live.host.products.setWearing')}: ${name}`} onClick={() => void setActive(productId, variantId, false)}>
                  {t('live.host.products.setWearing')}
                </button>
                <button type="button" className="secondary small" aria-pressed={featured} disabled={busy === `active-${variantId}`} aria-label={`${t('live.host.products.feature')}: ${name}`} onClick={() => void setActive(productId, variantId, true)}>
                  {t('live.host.products.feature')}
                </button>
              </span>
            </li>
          );
        })}
      </ul>
      {show.featuredItem && (
        <button type="button" className="secondary" disabled={busy === 'clear-featured'} onClick={() => void clear()}>
          {t('live.host.products.clear')}
        </button>
      )}
    </section>
  );
}

function FeaturedLink() {
  const t = useAppStore((s) => s.t);
  const save = useAppStore((s) => s.setFeaturedLink);
  const errors = useAppStore((s) => s.liveHost.fieldErrors);
  const current = useAppStore((s) => s.liveHost.managed.show?.featuredLink ?? null);
  const [url, setUrl] = useState(current?.url ?? '');
  const [title, setTitle] = useState(current?.title ?? '');
  const id = useId();
  return (
    <form
      className="panel"
      aria-labelledby={`${id}-h`}
      onSubmit={(e) => {
        e.preventDefault();
        void save({ url: url.trim(), title: title.trim() });
      }}
    >
      <h2 id={`${id}-h`}>{t('live.host.link.title')}</h2>
      <div className="field">
        <label htmlFor={`${id}-url`}>{t('live.host.link.url')}</label>
        <input id={`${id}-url`} type="text" inputMode="url" value={url} aria-invalid={!!errors.url} onChange={(e) => setUrl(e.currentTarget.value)} />
        <span className="error" role="alert">
          {errors.url ?? ''}
        </span>
      </div>
      <div className="field">
        <label htmlFor={`${id}-title`}>{t('live.host.link.label')}</label>
        <input id={`${id}-title`} type="text" value={title} aria-invalid={!!errors.title} onChange={(e) => setTitle(e.currentTarget.value)} />
      </div>
      <button type="submit" className="secondary">
        {t('live.host.link.save')}
      </button>
    </form>
  );
}

/** A test purchase announced in the chat, as a real one would be (spec 2 §6 debug purchases). */
function TestPurchase({ show }: { show: Show }) {
  const t = useAppStore((s) => s.t);
  const byId = useAppStore((s) => s.catalog.byId);
  const send = useAppStore((s) => s.debugPurchase);
  const busy = useAppStore((s) => s.liveHost.busy);
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
      <div className="field">
        <label htmlFor={`${id}-buyer`}>{t('live.host.purchase.buyer')}</label>
        <input id={`${id}-buyer`} type="text" value={buyer} aria-describedby={`${id}-hint`} aria-invalid={bad} onChange={(e) => setBuyer(e.currentTarget.value)} />
        <span id={`${id}-hint`} className={bad ? 'error' : 'hint'}>
          {t(bad ? 'live.host.purchase.badBuyer' : 'live.host.purchase.buyerHint')}
        </span>
      </div>
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
      <div className="field">
        <label htmlFor={`${id}-qty`}>{t('live.host.purchase.quantity')}</label>
        <input id={`${id}-qty`} type="number" min={1} max={10} value={quantity} onChange={(e) => setQuantity(Math.max(1, Math.min(10, Number(e.currentTarget.value) || 1)))} />
      </div>
      <button type="submit" className="secondary" disabled={busy === 'purchase'}>
        {t('live.host.purchase.send')}
      </button>
    </form>
  );
}
