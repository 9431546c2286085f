// Old-browser check, ES5 on purpose and shipped as written (README, Decisions: oldest browser, CSP).
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

  window.addEventListener('error', function (event) {
    var root = document.getElementById('root');
    var booting = root && root.querySelector('.boot-splash, .boot-shell');
    var text = String(event.message) + ' ' + String(event.error);
    if (booting && /SyntaxError/.test(text) && !/JSON/.test(text)) show();
  });
})();
