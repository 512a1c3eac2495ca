// The theme's own script: keeps the header's bag count in step with Vanity's add-to-bag.
document.addEventListener('vanity:cart-changed', (event) => {
  const count = event.detail && event.detail.itemCount;
  if (typeof count !== 'number') return;
  document.querySelectorAll('[data-cart-count]').forEach((el) => {
    el.textContent = String(count);
  });
});
