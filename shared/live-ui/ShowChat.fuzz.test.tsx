import { screen, waitFor, within } from '@testing-library/react';
import fc from 'fast-check';
import { fuzz, hostileText } from '../fuzz.test-helpers';
import { injectedElements, MARKUP_PAYLOADS, pwned } from '../fuzz-dom.test-helpers';
import { aShow, createLivePage } from './live-page.test-helpers';
import { ShowChat } from './ShowChat';

/** Markup anywhere a person's words reach the chat (text, names, handles, a purchase notice) stays text. */
const words = fc.oneof(fc.constantFrom(...MARKUP_PAYLOADS), hostileText());
const chatAuthor = fc.record({
  displayName: fc.option(fc.record({ baseName: words, sequenceId: fc.nat(9) })),
  handle: fc.option(words),
  role: fc.constantFrom('viewer' as const, 'host' as const, 'moderator' as const),
});
const messages = fc.uniqueArray(
  fc.record({
    id: fc.string({ minLength: 1, maxLength: 6 }),
    text: words,
    sentAt: fc.integer({ min: 0, max: 4e12 }).map((ms) => new Date(ms).toISOString()),
    author: chatAuthor,
  }),
  { minLength: 1, maxLength: 5, selector: (m) => m.id },
);

describe('the show chat under hostile messages (property)', () => {
  it('writes every message and name as text: no element comes from it', async () => {
    await fuzz(
      fc.asyncProperty(messages, words, async (list, buyer) => {
        const page = createLivePage();
        const view = page.render(<ShowChat show={aShow()} replayAtMs={null} />);
        try {
          const chat = screen.getByRole('region', { name: /^Chat/ });
          await waitFor(() => expect(within(chat).queryByText('Connecting to the chat…')).toBeNull());
          page.say({ type: 'history', messages: list });
          page.say({ type: 'pinned', message: list[0]! });
          page.say({
            type: 'purchase',
            purchase: { displayName: { baseName: buyer, sequenceId: 1 }, productId: 1, variantId: 2, quantity: 1 },
          });
          expect(within(chat).getAllByRole('listitem').length).toBeGreaterThanOrEqual(list.length);
          expect(injectedElements(view.container)).toEqual([]);
          expect(pwned()).toBe(false);
        } finally {
          view.unmount();
        }
      }),
      12,
    );
  });
});
