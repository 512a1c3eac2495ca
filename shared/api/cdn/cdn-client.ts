/** Model manifests and files, and shows' playlists, from the CDN: plain GETs, no custom headers, so no CORS preflight. */
export interface CdnClient {
  json(url: string): Promise<unknown>;
  /**
   * Reads a file through to the end (into the browser's HTTP cache, where the
   * tracker's own requests for it find it), reporting bytes as they arrive.
   * Resolves with the bytes read; nothing is kept in memory. `reload` goes
   * past the cache and replaces what it held.
   */
  download(url: string, onBytes?: (bytes: number) => void, options?: { reload?: boolean }): Promise<number>;
}

/** What the watch page reads from the CDN besides models (the try-on's fakes need not have it). */
export interface CdnTextClient {
  /** A text file (a show's HLS playlist) and the URL it came from after redirects; throws on a failed status. */
  text(url: string): Promise<{ url: string; text: string; status: number }>;
}

export function createCdnClient(doFetch: typeof fetch = (...a) => fetch(...a)): CdnClient & CdnTextClient {
  return {
    async json(url) {
      const response = await doFetch(url, { credentials: 'omit' });
      if (!response.ok) throw new Error(`HTTP ${response.status} from ${url}`);
      return response.json();
    },
    async text(url) {
      const response = await doFetch(url, { credentials: 'omit' });
      if (!response.ok) throw new Error(`HTTP ${response.status} from ${url}`);
      return { url: response.url || url, text: await response.text(), status: response.status };
    },
    async download(url, onBytes, options) {
      const response = await doFetch(url, { credentials: 'omit', ...(options?.reload ? { cache: 'reload' as const } : {}) });
      if (!response.ok) throw new Error(`HTTP ${response.status} from ${url}`);
      if (!response.body) {
        const size = (await response.arrayBuffer()).byteLength;
        onBytes?.(size);
        return size;
      }
      const reader = response.body.getReader();
      let total = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return total;
        total += value.byteLength;
        onBytes?.(value.byteLength);
      }
    },
  };
}
