// What a page does before the app has taken it over. A page the server drew carries it in its
// head (apps/api src/web/page-template.ts, its hash in the content-security-policy), where it
// runs as soon as it is read, before the page's markup; a bare page names it (async).
//
// Taps: taps on a server-rendered page's buttons before its scripts have taken it over
// (hydrated) do nothing by themselves, and a form the app sends itself (one with no action)
// would be sent by the browser as a bare GET of the page, losing what was typed. This keeps
// both: the buttons tapped and the forms sent, in order; the app replays them once it has
// hydrated (apps/web/src/rendering/hydration.ts). Links and forms with an action of their own need no
// help: the browser follows them.
//
// Starting the app: a page the server drew carries the app's entry and the chunks it imports at
// once here (data-app, data-preload; apps/api src/web/page-template.ts) instead of as tags in its
// head. They are asked for once the first view is shown: the page painted and the pictures in
// view loaded (at most 3 s), or at the reader's first touch or key. On a phone's network the
// pictures in view then come before 120 KB of scripts instead of sharing the line with them, and
// a phone that has the scripts at hand already paints before it runs them. On a slow line (the
// browser says so: 2G or 3G, or data saving) the entry and its chunks are asked for at once, from
// the head, before the markup is read: there a reader taps long before the pictures are in, the
// app is what answers the tap, and its 2 s round trip runs beside the markup's last bytes. The
// page's route chunks come with them once #root is read (its data-preload, apps/api
// src/web/plugin.ts): asked for only once the entry had run, they cost another round trip, and on
// a slow line each is 2 s. There they are asked for as soon as the parser has read #root's tag
// (~11 KB into the page, after the style sheet), not once the whole page is read
// (DOMContentLoaded): their round trip then runs beside the entry's, 0.5–1 s sooner
// (docs/performance.md, 2026-12-04, night).
//
// A kept tap shows that it is being got ready: its button is marked busy (aria-busy, and
// data-getting-ready, which the style sheet draws) until the app carries it out.
//
// Held back on a slow line until the app has taken the page over (the mark chapkhana:taken-over,
// apps/web src/app/main.tsx), so the line carries the app first; at most 20 s, should the app
// never come:
// - the fonts' rules (#page-fonts, 77 KB of fonts): the text is drawn in the fallback font
//   meanwhile, as font-display: swap does while fonts load;
// - the pictures marked to come later (img[data-later], lazy: a product's thumbnails): while
//   <html data-pictures-later> stands, the style sheet does not draw them, and the browser does
//   not load a lazy picture it does not draw; their boxes keep their place.
// Only on a page the server drew (it names the app: data-app, below): a bare page's app draws
// the page itself, and holds nothing back.
(function () {
  var line = navigator.connection;
  var slowLine = !!line && (line.saveData || /^(slow-2g|2g|3g)$/.test(line.effectiveType || ''));
  var script = document.currentScript;
  var app = script && script.getAttribute('data-app');
  var fonts = document.getElementById('page-fonts');
  var root = document.documentElement;
  if (slowLine && app) {
    if (fonts) fonts.media = 'not all';
    root.setAttribute('data-pictures-later', '');
    var heldBack = function () {
      if (fonts) fonts.media = 'all';
      root.removeAttribute('data-pictures-later');
    };
    window.setTimeout(heldBack, 20000);
    try {
      new PerformanceObserver(function (marks) {
        if (marks.getEntriesByName('chapkhana:taken-over').length > 0) heldBack();
      }).observe({ type: 'mark', buffered: true });
    } catch {
      // No performance marks to watch: nothing is held back.
      heldBack();
    }
  }

  // On a bare page this script is async and may run after the app has drawn the page: the app
  // then left null here, and there is nothing to keep (a tap kept then stayed busy for good).
  var taps = window.__chapkhanaEarlyTaps === null ? null : [];
  if (taps) window.__chapkhanaEarlyTaps = taps;
  var keeping = function () {
    return taps !== null && window.__chapkhanaEarlyTaps === taps;
  };
  var keep = function (tapped) {
    taps.push(tapped);
    tapped.setAttribute('aria-busy', 'true');
    tapped.setAttribute('data-getting-ready', '');
  };
  document.addEventListener(
    'click',
    function (event) {
      if (!keeping() || !(event.target instanceof Element)) return;
      var button = event.target.closest('button');
      if (button && button.type === 'button' && !button.disabled) keep(button);
    },
    true,
  );
  document.addEventListener(
    'submit',
    function (event) {
      var form = event.target;
      if (!keeping() || !(form instanceof HTMLFormElement) || form.hasAttribute('action')) return;
      event.preventDefault();
      keep(event.submitter || form);
    },
    true,
  );

  if (!app) return;
  var askedForApp = false;
  var askedForRoute = false;
  var modulePreloads = function (hrefs) {
    hrefs
      .split(' ')
      .filter(Boolean)
      .forEach(function (href) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.appendChild(link);
      });
  };
  var askForApp = function () {
    if (askedForApp) return;
    askedForApp = true;
    // The entry first: on a line that takes a few requests at a time, it is not queued behind
    // the chunks it imports.
    var entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = app;
    document.head.appendChild(entry);
    modulePreloads(script.getAttribute('data-preload') || '');
    // The browser loads what the site keeps (localStorage) at its first use, and the page waits:
    // 6–35 ms at 4x CPU, which fell in the app's hydrating task (the customer's token, the
    // delivery box's governorate are read there). Paid here, in a task of its own, while the
    // app's scripts are on their way.
    window.setTimeout(function () {
      try {
        window.localStorage.getItem('');
      } catch {
        // Nothing kept in this browser (storage refused): the app reads nothing either.
      }
    }, 0);
    // So with the page's cookies: the first read asks the browser's network side for them
    // (1–35 ms unthrottled), and the app's start read them in its own task (the language cookie),
    // which the read made a third longer. Read once here, in a task of its own, the app's read
    // is then answered at once (docs/performance.md, "2026-12-06, fourth").
    window.setTimeout(function () {
      try {
        void document.cookie;
      } catch {
        // Cookies refused (a sandboxed frame): the app's read is refused as well.
      }
    }, 0);
  };
  // On a slow line the app (the entry and the chunks it imports) is asked for from here, in the
  // head, while the rest of the page still comes: its 2 s round trip then runs beside the
  // markup's last bytes instead of after them (the page's route chunks follow once #root is read,
  // below). The app waits for the markup before it takes it over (src/app/main.tsx).
  if (slowLine) askForApp();
  // Written into the head, it runs before the markup is read: the rest waits for it.
  if (document.readyState === 'loading') {
    if (slowLine) whenRootRead(askForRoute);
    document.addEventListener('DOMContentLoaded', startApp);
  } else startApp();

  /** The page's route chunks (#root's data-preload), once. */
  function askForRoute() {
    if (askedForRoute) return;
    askedForRoute = true;
    var root = document.getElementById('root');
    modulePreloads((root && root.getAttribute('data-preload')) || '');
  }

  /** Calls `then` once the parser has put #root in the page (its attributes are read with it). */
  function whenRootRead(then) {
    try {
      var watcher = new MutationObserver(function () {
        if (!document.getElementById('root')) return;
        watcher.disconnect();
        then();
      });
      watcher.observe(document.documentElement, { childList: true, subtree: true });
      document.addEventListener('DOMContentLoaded', function () {
        watcher.disconnect();
      });
    } catch {
      // No watcher: the route chunks are asked for with the rest, once the page is read.
    }
  }

  function startApp() {
    var interactions = ['pointerdown', 'touchstart', 'keydown'];
    var started = false;

    function start() {
      if (started) return;
      started = true;
      interactions.forEach(function (type) {
        window.removeEventListener(type, start, true);
      });
      askForApp();
      askForRoute();
    }

    /** The pictures of the first view still loading (the server's markup is all parsed by now). */
    function picturesInView() {
      var loading = [];
      var pictures = document.querySelectorAll('#root img');
      for (var i = 0; i < pictures.length; i++) {
        var picture = pictures[i];
        if (picture.complete) continue;
        var box = picture.getBoundingClientRect();
        var inView =
          box.bottom > 0 &&
          box.top < window.innerHeight &&
          box.right > 0 &&
          box.left < window.innerWidth;
        if (inView) loading.push(picture);
      }
      return loading;
    }

    function startOnceSeen() {
      var loading = picturesInView();
      var left = loading.length;
      if (left === 0) return start();
      var loaded = function () {
        left -= 1;
        if (left === 0) start();
      };
      loading.forEach(function (picture) {
        picture.addEventListener('load', loaded);
        picture.addEventListener('error', loaded);
      });
      window.setTimeout(start, 3000);
    }

    interactions.forEach(function (type) {
      window.addEventListener(type, start, { capture: true, passive: true });
    });
    // A page in the background paints only when shown (and runs no frames): nothing to wait for.
    if (document.visibilityState === 'hidden') return start();
    // On a slow line the app comes first (see above).
    if (slowLine) return start();
    document.addEventListener('visibilitychange', function () {
      if (document.visibilityState === 'hidden') start();
    });
    // After the next paint: a frame's callback runs before it, a task queued there after it.
    window.requestAnimationFrame(function () {
      window.setTimeout(startOnceSeen, 0);
    });
  }
})();
