// Taps on a server-rendered page's buttons before its scripts have taken it over (hydrated) do
// nothing by themselves, and a form the app sends itself (one with no action) would be sent by
// the browser as a bare GET of the page, losing what was typed. This tiny script, run as soon as
// it arrives (async), keeps both: the buttons tapped and the forms sent, in order; the app
// replays them once it has hydrated (apps/web/src/lib/hydration.ts). Links and forms with an
// action of their own need no help: the browser follows them.
(function () {
  var taps = [];
  window.__chapkhanaEarlyTaps = taps;
  var keeping = function () {
    return window.__chapkhanaEarlyTaps === taps;
  };
  document.addEventListener(
    'click',
    function (event) {
      if (!keeping() || !(event.target instanceof Element)) return;
      var button = event.target.closest('button');
      if (button && button.type === 'button' && !button.disabled) taps.push(button);
    },
    true,
  );
  document.addEventListener(
    'submit',
    function (event) {
      var form = event.target;
      if (!keeping() || !(form instanceof HTMLFormElement) || form.hasAttribute('action')) return;
      event.preventDefault();
      taps.push(event.submitter || form);
    },
    true,
  );
})();
