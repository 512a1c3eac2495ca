/** Model manifests and files from the CDN: plain GETs, no custom headers, so no CORS preflight. */
export interface CdnClient {
  json(url: string): Promise<unknown>;
}

export function createCdnClient(doFetch: typeof fetch = (...a) => fetch(...a)): CdnClient {
  return {
    async json(url) {
      const response = await doFetch(url, { credentials: 'omit' });
      if (!response.ok) throw new Error(`HTTP ${response.status} from ${url}`);
      return response.json();
    },
  };
}
