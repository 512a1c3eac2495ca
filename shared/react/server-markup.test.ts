import { removeServerMarkup, SERVER_MARKUP_ATTR } from './server-markup';

describe('removeServerMarkup', () => {
  it("removes the snippet's marked markup from the shadow root, and only that", () => {
    const host = document.body.appendChild(document.createElement('div'));
    const shadow = host.attachShadow({ mode: 'open' });
    shadow.innerHTML = `<style>.a{}</style><div ${SERVER_MARKUP_ATTR}><a href="/x">x</a></div><div class="react"><p ${SERVER_MARKUP_ATTR}>kept: not the root's own child</p></div>`;
    removeServerMarkup(shadow);
    expect(Array.from(shadow.children).map((el) => el.tagName.toLowerCase() + (el.className ? `.${el.className}` : ''))).toEqual([
      'style',
      'div.react',
    ]);
    host.remove();
  });
});
