import { allowedChatOrigins, ChatOriginError, checkedChatUrl } from './chat-origin';

describe('where a show’s chat stream may be read from', () => {
  const allowed = allowedChatOrigins('https://api.aurelle.example/live', ['https://chat.aurelle.example', 'not a url']);

  it('is the live-shopping API’s own origin and the configured ones, nothing else', () => {
    expect(allowed).toEqual(['https://api.aurelle.example', 'https://chat.aurelle.example']);
    // A relative API base is read against the page.
    expect(allowedChatOrigins('/api/live', [], 'https://shop.example/pages/watch/SH1')).toEqual(['https://shop.example']);
    expect(allowedChatOrigins('', [])).toEqual([]);
  });

  it('accepts a stream on an allowed origin, whatever its path', () => {
    expect(checkedChatUrl('https://api.aurelle.example/live/chat/SH1/events', allowed)).toBe(
      'https://api.aurelle.example/live/chat/SH1/events',
    );
    expect(checkedChatUrl('https://chat.aurelle.example:443/SH1', allowed)).toBe('https://chat.aurelle.example/SH1');
  });

  it.each([
    ['another host', 'https://evil.example/chat/SH1/events'],
    ['a host that only starts like ours', 'https://api.aurelle.example.evil.example/chat'],
    ['a subdomain', 'https://x.api.aurelle.example/chat'],
    ['another scheme', 'http://api.aurelle.example/live/chat/SH1/events'],
    ['another port', 'https://api.aurelle.example:8443/live/chat/SH1/events'],
    ['credentials in the address', 'https://user:pw@api.aurelle.example/live/chat/SH1/events'],
    ['a relative address', '/live/chat/SH1/events'],
    ['a protocol-relative address', '//evil.example/chat'],
    ['not http', 'javascript:alert(1)'],
    ['not an address', 'chat please'],
  ])('refuses %s', (_what, url) => {
    expect(() => checkedChatUrl(url, allowed)).toThrow(ChatOriginError);
  });
});
