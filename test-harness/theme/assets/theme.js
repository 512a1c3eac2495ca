/* global DOMParser */
// The theme's own script. Like Horizon, it re-renders its cart sections from the cart:update event's
// sections (Vanity asks Shopify for them with each add); vanity:cart-changed keeps the count in step
// with changes made elsewhere (another tab, the bag on the watch page).
document.addEventListener('cart:update', (event) => {
  const sections = (event.detail && event.detail.data && event.detail.data.sections) || {};
  for (const [id, html] of Object.entries(sections)) {
    const target = document.getElementById(`shopify-section-${id}`);
    if (!target || typeof html !== 'string') continue;
    const fresh = new DOMParser().parseFromString(html, 'text/html').getElementById(`shopify-section-${id}`);
    if (fresh) target.innerHTML = fresh.innerHTML;
  }
});
document.addEventListener('vanity:cart-changed', (event) => {
  const count = event.detail && event.detail.itemCount;
  if (typeof count !== 'number') return;
  document.querySelectorAll('[data-cart-count]').forEach((el) => {
    el.textContent = String(count);
  });
});
// vanity:customer says who is signed in (on each page load with a session, at sign-in and at sign-out): the header
// greets the shopper by first name instead of "Account", as a real theme would with {{ customer.first_name }}.
document.addEventListener('vanity:customer', (event) => {
  const detail = event.detail || {};
  const greeting = document.documentElement.lang.startsWith('fr') ? 'Bonjour' : 'Hi';
  document.querySelectorAll('[data-account-link]').forEach((link) => {
    if (!link.dataset.signedOutText) link.dataset.signedOutText = link.textContent;
    link.textContent = detail.signedIn && detail.firstName ? `${greeting}, ${detail.firstName}` : link.dataset.signedOutText;
  });
});
