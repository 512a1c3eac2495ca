/** What the sandboxes and the host page say to each other with postMessage (the sandboxes have an opaque origin). */
export const CHANNEL = 'shopify-stand-in';

export type SandboxMessage =
  | { channel: typeof CHANNEL; type: 'size'; height: number }
  | { channel: typeof CHANNEL; type: 'failed'; message: string }
  | { channel: typeof CHANNEL; type: 'storage'; id: number; area: 'local' | 'session' | 'cookie'; op: string; args: string[] };

export type HostMessage = { channel: typeof CHANNEL; type: 'storage-result'; id: number; value: unknown };
