/**
 * Saving and sharing a try-on picture. Web Share with the image file where the
 * browser can share files (phones, Safari, Edge), otherwise a JPEG download.
 * Every call is async, so the page loads this code only where a try-on mounts.
 */
export type ShareOutcome = 'shared' | 'cancelled' | 'unsupported';

export interface ImageSharing {
  /** true when the browser can share an image file (Web Share level 2). */
  canShareFiles(): Promise<boolean>;
  share(image: Blob, fileName: string, title: string): Promise<ShareOutcome>;
  save(image: Blob, fileName: string): Promise<void>;
}

type ShareNavigator = Pick<Navigator, 'share' | 'canShare'>;

function probeFile(): File {
  return new File([new Uint8Array(1)], 'try-on.jpg', { type: 'image/jpeg' });
}

export function createImageSharing(
  nav: Partial<ShareNavigator> | undefined = typeof navigator === 'undefined' ? undefined : navigator,
  doc: Document | undefined = typeof document === 'undefined' ? undefined : document,
): ImageSharing {
  const canShareFiles = () => {
    if (!nav?.share || !nav.canShare) return false;
    try {
      return nav.canShare({ files: [probeFile()] });
    } catch {
      return false;
    }
  };
  return {
    canShareFiles: async () => canShareFiles(),
    async share(image, fileName, title) {
      if (!canShareFiles()) return 'unsupported';
      const file = new File([image], fileName, { type: image.type || 'image/jpeg' });
      try {
        await nav!.share!({ files: [file], title });
        return 'shared';
      } catch (error) {
        // The person closed the share sheet: not an error, and no fallback either.
        if ((error as { name?: string })?.name === 'AbortError') return 'cancelled';
        // NotAllowedError (no user activation left) and friends: offer saving instead.
        return 'unsupported';
      }
    },
    async save(image, fileName) {
      if (!doc) return;
      const a = doc.createElement('a');
      a.href = URL.createObjectURL(image);
      a.download = fileName;
      a.rel = 'noopener';
      a.style.display = 'none';
      doc.body.append(a);
      a.click();
      a.remove();
      // Revoked later: Safari reads the URL after click() returns.
      setTimeout(() => URL.revokeObjectURL(a.href), 30_000);
    },
  };
}
