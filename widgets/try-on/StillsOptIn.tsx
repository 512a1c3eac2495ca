import { useTryOnStore } from './try-on-slices';

/**
 * Live stills go out only when the shopper ticks this (off by default) and has consented to
 * analytics. Offered only where ticking it would change something (see stillsOffered).
 */
export function StillsOptIn() {
  const t = useTryOnStore((s) => s.session.t);
  const offered = useTryOnStore((s) => s.tryOn.stillsOffered);
  const share = useTryOnStore((s) => s.tryOn.shareStills);
  const setShare = useTryOnStore((s) => s.tryOn.setShareStills);
  if (!offered()) return null;
  return (
    <label className="opt-in">
      <input type="checkbox" checked={share} onChange={(e) => setShare(e.currentTarget.checked)} />
      <span>{t('tryOn.shareStills')}</span>
    </label>
  );
}
