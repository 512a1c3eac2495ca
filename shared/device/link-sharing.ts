/**
 * Sharing a link: the share sheet where there is one (phones), otherwise the
 * clipboard. When neither works (an old browser, a denied permission) the
 * caller shows the link to copy by hand.
 */
export type LinkShareOutcome = 'shared' | 'copied' | 'cancelled' | 'manual';

export async function shareLink(
  link: { url: string; title: string; text: string },
  nav: Partial<Pick<Navigator, 'share' | 'clipboard'>> = navigator,
): Promise<LinkShareOutcome> {
  if (nav.share) {
    try {
      await nav.share(link);
      return 'shared';
    } catch (error) {
      if ((error as { name?: string })?.name === 'AbortError') return 'cancelled';
    }
  }
  return copyText(link.url, nav);
}

export async function copyText(text: string, nav: Partial<Pick<Navigator, 'clipboard'>> = navigator): Promise<'copied' | 'manual'> {
  try {
    await nav.clipboard!.writeText(text);
    return 'copied';
  } catch {
    return 'manual';
  }
}
