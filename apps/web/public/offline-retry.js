// The offline page's (apps/web/src/pwa/offline-page.ts) retry button: the page stands in for
// the address the reader asked for, so loading it again asks the network for that address.
// It is tried again by itself as soon as the browser is back online.
(function () {
  var retry = function () {
    window.location.reload();
  };
  document.addEventListener('click', function (event) {
    if (event.target instanceof Element && event.target.closest('[data-retry]')) retry();
  });
  window.addEventListener('online', retry);
})();
