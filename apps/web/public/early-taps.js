// Taps on a server-rendered page's buttons before its scripts have taken it over (hydrated) do
// nothing by themselves. This tiny script, run as soon as it arrives (async), keeps them; the app
// replays them once it has hydrated (apps/web/src/lib/hydration.ts). Links and form submissions
// need no help: the browser follows them.
(function () {
  var taps = [];
  window.__chapkhanaEarlyTaps = taps;
  document.addEventListener(
    'click',
    function (event) {
      if (window.__chapkhanaEarlyTaps !== taps || !(event.target instanceof Element)) return;
      var button = event.target.closest('button');
      if (button && button.type === 'button' && !button.disabled) taps.push(button);
    },
    true,
  );
})();
