import { act, waitFor } from '@testing-library/react';
import { fakeMountContext } from '../widget-contract.test-helpers';
import { defineWidget } from './widget-host';

/** A widget with container queries lays out in an inner container; its host stays uncontained (base-styles.ts). */
describe('defineWidget', () => {
  const View = () => <p className="view">Shown</p>;
  /** Mounts on a new placeholder and waits, inside act, for the view's first render. */
  const mountOn = async (mount: ReturnType<typeof defineWidget>) => {
    const host = document.createElement('div');
    document.body.append(host);
    let unmount = () => {};
    await act(async () => {
      unmount = mount(host, fakeMountContext());
    });
    await waitFor(() => expect(host.shadowRoot!.querySelector('.view')).not.toBeNull());
    return { host, unmount: () => act(unmount) };
  };

  it('renders a container-query widget inside .vanity-container, never making the host the container', async () => {
    const { host, unmount } = await mountOn(defineWidget('contained-probe', View, '', [], { container: true }));
    expect(host.shadowRoot!.querySelector('.view')!.parentElement!.className).toBe('vanity-container');
    unmount();
  });

  it('renders any other widget straight into its shadow root', async () => {
    const { host, unmount } = await mountOn(defineWidget('plain-probe', View, ''));
    expect(host.shadowRoot!.querySelector('.view')!.parentNode).toBe(host.shadowRoot);
    unmount();
  });
});
