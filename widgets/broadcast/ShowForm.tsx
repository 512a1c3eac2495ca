import { useEffect, useId, useRef, useState } from 'react';
import { PhotoInput } from '../../shared/react/PhotoInput';
import { formatMoney } from '../../shared/react/format-money';
import { useRemoteField } from '../../shared/react/use-remote-field';
import { useAppStore } from '../../shared/store/react';
import { SHOW_LIMITS, type Product } from '../../shared/store/slices/live-host-slice';

/** 'YYYY-MM-DDTHH:mm' in local time, as datetime-local inputs want it. */
export function localInputValue(ms: number): string {
  const d = new Date(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}`;
}

interface Picked {
  product: Product;
  /** The variants offered; all of them is sent as [] (every variant). */
  variantIds: number[];
  discount: string;
}

/** A text field checked by the backend as the host types, with its character counter (spec 2 §4, §5). */
export function CheckedText({
  label,
  max,
  multiline,
  state,
  onInput,
  serverError,
}: {
  label: string;
  max: number;
  multiline?: boolean;
  state: { value: string; validity: string; message: string | null };
  onInput: (v: string) => void;
  serverError?: string;
}) {
  const t = useAppStore((s) => s.t);
  const id = useId();
  const count = [...state.value].length;
  const over = count > max;
  const message = serverError ?? (state.validity === 'INVALID' ? state.message : null);
  const props = {
    id,
    value: state.value,
    'aria-invalid': over || !!message,
    'aria-describedby': `${id}-count ${id}-error`,
    onChange: (e: { currentTarget: { value: string } }) => onInput(e.currentTarget.value),
  };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {multiline ? <textarea rows={4} {...props} /> : <input type="text" {...props} />}
      <span id={`${id}-count`} className="counter" data-over={over}>
        {t('live.host.form.counter', { count, max })}
        {state.validity === 'PENDING' && ` · ${t('live.host.form.checking')}`}
      </span>
      <span id={`${id}-error`} className="error" role="alert">
        {message ?? ''}
      </span>
    </div>
  );
}

/** Schedule a show: every field checked live by the backend, products from the catalogue, a thumbnail compressed in the worker. */
export function ShowForm({ onCancel }: { onCancel: () => void }) {
  const t = useAppStore((s) => s.t);
  const locale = useAppStore((s) => s.locale);
  const currency = useAppStore((s) => s.currency);
  const host = useAppStore((s) => s.liveHost);
  const check = useAppStore((s) => s.checkShowDraft);
  const create = useAppStore((s) => s.createShow);
  const search = useAppStore((s) => s.searchShowProducts);
  const prepareThumbnail = useAppStore((s) => s.prepareThumbnail);
  const navigateTo = useAppStore((s) => s.navigateTo);
  const id = useId();
  const [title, titleField] = useRemoteField('', async (v) => (await check({ title: v })).title ?? null);
  const [description, descriptionField] = useRemoteField('', async (v) => (await check({ description: v })).description ?? null);
  const [startTime, setStartTime] = useState(() => localInputValue(Math.ceil((Date.now() + 30 * 60_000) / 300_000) * 300_000));
  const [picked, setPicked] = useState<Picked[]>([]);
  const [query, setQuery] = useState('');
  const [thumbnail, setThumbnail] = useState<{ base64: string; bytes: number } | null | 'unreadable'>(null);
  const [publiclyListed, setPubliclyListed] = useState(true);
  const [featureMode, setFeatureMode] = useState<'SINGLE' | 'CAROUSEL'>('SINGLE');
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const timer = setTimeout(() => void search(query), 300);
    return () => clearTimeout(timer);
  }, [query, search]);

  const full = picked.length >= SHOW_LIMITS.productsMax;
  // The products and their discounts are checked by the backend too, a second after each change.
  const variants = picked.map((p) => ({ productId: p.product.id, variantIds: p.variantIds.length === p.product.variants.length ? [] : p.variantIds }));
  const discounts = { productDiscounts: picked.filter((p) => p.discount.trim()).map((p) => ({ productId: p.product.id, amountPerItem: p.discount.trim() })) };
  const pickedKey = JSON.stringify([variants, discounts]);
  const [live, setLive] = useState<{ startTime?: string; variants?: string; discounts?: string }>({});
  useEffect(() => {
    if (picked.length === 0) return setLive((l) => ({ ...l, variants: undefined, discounts: undefined }));
    const timer = setTimeout(() => {
      check({ variants, discounts }).then(
        (e) => setLive((l) => ({ ...l, variants: e.variants, discounts: e.discounts })),
        () => undefined, // no verdict: the submit checks again
      );
    }, 1000);
    return () => clearTimeout(timer);
    // (pickedKey stands for variants and discounts)
  }, [pickedKey]);
  useEffect(() => {
    const at = Date.parse(startTime);
    if (Number.isNaN(at)) return;
    const timer = setTimeout(() => {
      check({ startTime: new Date(at).toISOString() }).then(
        (e) => setLive((l) => ({ ...l, startTime: e.startTime })),
        () => undefined,
      );
    }, 1000);
    return () => clearTimeout(timer);
  }, [startTime, check]);
  const errors = { ...host.fieldErrors, ...Object.fromEntries(Object.entries(live).filter(([k, v]) => v && !host.fieldErrors[k as keyof typeof live])) } as typeof host.fieldErrors;
  const submit = async () => {
    const show = await create({
      title: title.value.trim(),
      description: description.value.trim(),
      startTime: new Date(startTime).toISOString(),
      variants,
      thumbnail: thumbnail && thumbnail !== 'unreadable' ? thumbnail.base64 : null,
      publiclyListed,
      featureMode,
      discounts,
    });
    if (show) navigateTo(`/pages/broadcast/${encodeURIComponent(show.id)}`);
  };

  return (
    <form
      className="show-form"
      aria-labelledby={`${id}-heading`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h3 id={`${id}-heading`}>{t('live.host.newShow')}</h3>
      <CheckedText label={t('live.host.form.title')} max={SHOW_LIMITS.titleMax} state={title} onInput={(v) => titleField.input(v)} serverError={errors.title} />
      <CheckedText label={t('live.host.form.description')} max={SHOW_LIMITS.descriptionMax} multiline state={description} onInput={(v) => descriptionField.input(v)} serverError={errors.description} />
      <div className="field">
        <label htmlFor={`${id}-start`}>{t('live.host.form.startTime')}</label>
        <input id={`${id}-start`} type="datetime-local" value={startTime} aria-describedby={`${id}-start-hint ${id}-start-error`} aria-invalid={!!errors.startTime} onChange={(e) => setStartTime(e.currentTarget.value)} />
        <span id={`${id}-start-hint`} className="hint">
          {t('live.host.form.preRoll')}
        </span>
        <span id={`${id}-start-error`} className="error" role="alert">
          {errors.startTime ?? ''}
        </span>
      </div>

      <fieldset className="products">
        <legend>{t('live.host.form.products', { count: picked.length, max: SHOW_LIMITS.productsMax })}</legend>
        {picked.map((p) => (
          <div key={p.product.id} className="picked">
            <div className="row-between">
              <strong>{p.product.name}</strong>
              <button type="button" className="link" onClick={() => setPicked((all) => all.filter((x) => x !== p))}>
                {t('live.host.form.remove', { product: p.product.name })}
              </button>
            </div>
            {p.product.variants.length > 1 && (
              <fieldset className="variants">
                <legend>{t('live.host.form.variants')}</legend>
                {p.product.variants.map((v) => (
                  <label key={v.id} className="check">
                    <input
                      type="checkbox"
                      checked={p.variantIds.includes(v.id)}
                      onChange={(e) => {
                        const on = e.currentTarget.checked;
                        setPicked((all) => all.map((x) => (x === p ? { ...x, variantIds: on ? [...x.variantIds, v.id] : x.variantIds.filter((i) => i !== v.id) } : x)));
                      }}
                    />
                    {v.name}
                  </label>
                ))}
              </fieldset>
            )}
            <label className="inline">
              {t('live.host.form.discount')} ({currency}, {t('live.host.form.discountFrom', { price: formatMoney(Math.min(...p.product.variants.map((v) => v.priceCents)), locale, currency) })})
              <input type="text" inputMode="decimal" value={p.discount} placeholder="0.00" onChange={(e) => {
                const discount = e.currentTarget.value;
                setPicked((all) => all.map((x) => (x === p ? { ...x, discount } : x)));
              }} />
            </label>
          </div>
        ))}
        <span className="error" role="alert">
          {errors.variants ?? errors.discounts ?? (full ? t('live.host.form.tooManyProducts', { max: SHOW_LIMITS.productsMax }) : '')}
        </span>
        <label htmlFor={`${id}-search`}>{t('live.host.form.search')}</label>
        <input id={`${id}-search`} type="search" value={query} onChange={(e) => setQuery(e.currentTarget.value)} />
        <ul className="results">
          {host.products.items
            .filter((p) => !picked.some((x) => x.product.id === p.id))
            .slice(0, 8)
            .map((p) => (
              <li key={p.id}>
                <span>{p.name}</span>
                <button type="button" className="secondary" disabled={full} onClick={() => setPicked((all) => [...all, { product: p, variantIds: p.variants.map((v) => v.id), discount: '' }])}>
                  {t('live.host.form.add', { product: p.name })}
                </button>
              </li>
            ))}
        </ul>
        {host.products.status === 'ready' && host.products.items.length === 0 && <p className="muted">{t('live.host.form.noResults')}</p>}
      </fieldset>

      <div className="field">
        <span className="label">{t('live.host.form.thumbnail')}</span>
        <button type="button" className="secondary" onClick={() => fileInput.current?.click()}>
          {t('live.host.form.chooseThumbnail')}
        </button>
        <PhotoInput inputRef={fileInput} onFile={(file) => void prepareThumbnail(file).then((r) => setThumbnail(r ?? 'unreadable'))} />
        <span className={thumbnail === 'unreadable' || errors.thumbnail ? 'error' : 'hint'} role="status">
          {thumbnail === 'unreadable' ? t('live.host.form.thumbnailUnreadable') : thumbnail ? t('live.host.form.thumbnailReady', { size: Math.round(thumbnail.bytes / 1024) }) : (errors.thumbnail ?? '')}
        </span>
      </div>
      <label className="check">
        <input type="checkbox" checked={publiclyListed} onChange={(e) => setPubliclyListed(e.currentTarget.checked)} />
        {t('live.host.form.publiclyListed')}
      </label>
      <fieldset className="inline-radios">
        <legend>{t('live.host.form.featureMode')}</legend>
        {(['SINGLE', 'CAROUSEL'] as const).map((mode) => (
          <label key={mode} className="check">
            <input type="radio" name={`${id}-mode`} checked={featureMode === mode} onChange={() => setFeatureMode(mode)} />
            {t(mode === 'SINGLE' ? 'live.host.form.single' : 'live.host.form.carousel')}
          </label>
        ))}
      </fieldset>
      {host.error && (
        <p className="error" role="alert">
          {t(host.error)}
        </p>
      )}
      <div className="actions">
        <button type="submit" className="primary" disabled={host.busy === 'create'}>
          {t('live.host.form.create')}
        </button>
        <button type="button" className="secondary" onClick={onCancel}>
          {t('live.dismiss')}
        </button>
      </div>
    </form>
  );
}
