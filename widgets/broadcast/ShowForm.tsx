import { useEffect, useId, useState } from 'react';
import { holdsUp } from '../../shared/account/remote-field';
import { useBroadcastStore } from './broadcast-slices';
import { localInputValue } from './local-input-value';
import { ShowTextFields, StartTimeField, useShowTexts } from './ShowFields';
import { ShowProductPicker, type Picked } from './ShowProductPicker';
import { ThumbnailField, type Thumbnail } from './ThumbnailField';

/** Schedule a show: every field checked live by the backend, products from the catalogue, a thumbnail compressed in the worker. */
export function ShowForm({ onCancel }: { onCancel: () => void }) {
  const t = useBroadcastStore((s) => s.session.t);
  const host = useBroadcastStore((s) => s.liveHost);
  const check = useBroadcastStore((s) => s.liveHost.checkShowDraft);
  const create = useBroadcastStore((s) => s.liveHost.createShow);
  const navigateTo = useBroadcastStore((s) => s.session.navigateTo);
  const id = useId();
  const texts = useShowTexts();
  const { title, titleField, description } = texts;
  const [startTime, setStartTime] = useState(() => localInputValue(Math.ceil((Date.now() + 30 * 60_000) / 300_000) * 300_000));
  const [picked, setPicked] = useState<Picked[]>([]);
  const [thumbnail, setThumbnail] = useState<Thumbnail>(null);
  const [publiclyListed, setPubliclyListed] = useState(true);
  const [featureMode, setFeatureMode] = useState<'SINGLE' | 'CAROUSEL'>('SINGLE');

  // The products and their discounts are checked by the backend too, a second after each change.
  const variants = picked.map((p) => ({
    productId: p.product.id,
    variantIds: p.variantIds.length === p.product.variants.length ? [] : p.variantIds,
  }));
  const discounts = {
    productDiscounts: picked.filter((p) => p.discount.trim()).map((p) => ({ productId: p.product.id, amountPerItem: p.discount.trim() })),
  };
  const pickedKey = JSON.stringify([variants, discounts]);
  const [live, setLive] = useState<{ startTime?: string; variants?: string; discounts?: string }>({});
  // A verdict lands only while its products are still the ones picked: a slower answer about an earlier pick
  // (a discount since corrected) would otherwise show an error the form no longer has.
  useEffect(() => {
    if (picked.length === 0) return setLive((l) => ({ ...l, variants: undefined, discounts: undefined }));
    let current = true;
    const timer = setTimeout(() => {
      check({ variants, discounts }).then(
        (e) => current && setLive((l) => ({ ...l, variants: e.variants, discounts: e.discounts })),
        () => undefined, // no verdict: the submit checks again
      );
    }, 1000);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // (pickedKey stands for variants and discounts)
  }, [pickedKey]);
  useEffect(() => {
    const at = Date.parse(startTime);
    if (Number.isNaN(at)) return;
    let current = true;
    const timer = setTimeout(() => {
      check({ startTime: new Date(at).toISOString() }).then(
        (e) => current && setLive((l) => ({ ...l, startTime: e.startTime })),
        () => undefined,
      );
    }, 1000);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [startTime, check]);
  // The submit's own verdict wins; the live checks fill in the fields it did not name.
  const errors = {
    ...host.fieldErrors,
    ...Object.fromEntries(Object.entries(live).filter(([k, v]) => v && !host.fieldErrors[k as keyof typeof live])),
  } as typeof host.fieldErrors;
  // Spec 2 §5: the title VALID, changed and not empty; the description (optional) as it was or VALID.
  const canCreate = titleField.canSave() && holdsUp(description);
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
      <ShowTextFields texts={texts} errors={errors} />
      <StartTimeField value={startTime} onChange={setStartTime} error={errors.startTime} hint={t('live.host.form.preRoll')} />
      <ShowProductPicker picked={picked} setPicked={setPicked} error={errors.variants ?? errors.discounts} />
      <ThumbnailField thumbnail={thumbnail} onChange={setThumbnail} serverError={errors.thumbnail} />
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
        <button type="submit" className="primary" disabled={!canCreate || host.busy === 'create'}>
          {t('live.host.form.create')}
        </button>
        <button type="button" className="secondary" onClick={onCancel}>
          {t('live.dismiss')}
        </button>
      </div>
    </form>
  );
}
