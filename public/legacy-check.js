// biome-ignore-all lint/complexity/useArrowFunction: ES5 on purpose (see below)
// biome-ignore-all lint/complexity/useOptionalChain: ES5 on purpose (see below)
// biome-ignore-all lint/style/useTemplate: ES5 on purpose (see below)
// Browsers too old for the app (an ES2020 build: iOS 14, Chrome 80 and later) get a plain, translated
// page instead of a blank one. A classic script that index.html loads before the app's module, so the
// Content-Security-Policy allows no inline script and no eval (issue 10). ES5 on purpose: this must
// run where the app cannot.
// Without eval the build's syntax (?. and ??) cannot be probed directly, so two checks: the built-ins
// that came with it (Safari 14 brought BigInt; Chrome 76+ has the rest), and, for a browser with the
// built-ins but not the syntax (Chrome 76-79), the SyntaxError the app's first script then throws.
(function () {
  function show() {
    var root = document.getElementById('root');
    if (!root || window.SWERTE_UNSUPPORTED) return;
    window.SWERTE_UNSUPPORTED = true;
    var en = /[?&]lang=EN/i.test(location.search);
    try {
      en = en || (!/[?&]lang=/i.test(location.search) && localStorage.getItem('language') === 'EN');
    } catch (_e) {}
    var t = en
      ? [
          'Please update your browser',
          'Swerte needs a newer browser. Update your phone (iOS 14 or later) or your browser, then open this page again.',
        ]
      : [
          'I-update ang iyong browser',
          'Kailangan ng Swerte ng mas bagong browser. I-update ang iyong telepono (iOS 14 o mas bago) o ang iyong browser, at buksan muli ang pahinang ito.',
        ];
    document.documentElement.lang = en ? 'en' : 'fil';
    var main = document.createElement('main');
    main.className = 'old-browser';
    var h1 = document.createElement('h1');
    h1.appendChild(document.createTextNode(t[0]));
    var p = document.createElement('p');
    p.appendChild(document.createTextNode(t[1]));
    main.appendChild(h1);
    main.appendChild(p);
    while (root.firstChild) root.removeChild(root.firstChild);
    root.appendChild(main);
  }

  var ok =
    'noModule' in document.createElement('script') &&
    typeof Promise !== 'undefined' &&
    typeof Promise.allSettled === 'function' &&
    typeof globalThis === 'object' &&
    typeof BigInt === 'function';
  if (!ok) return show();

  // The app's code failed to parse while the boot splash still shows: the syntax is too new here.
  window.addEventListener('error', function (event) {
    var root = document.getElementById('root');
    var booting = root && root.querySelector('.boot-splash');
    var text = String(event.message) + ' ' + String(event.error);
    if (booting && /SyntaxError/.test(text) && !/JSON/.test(text)) show();
  });
})();
