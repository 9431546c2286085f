// Starts the app's scripts once a first visit's first frame has painted (server/site/boot.ts writes them
// into a <template> on such a page). ES5, shipped as written, like legacy-check.js.
// Why: the frame's banner is the page's largest paint; on a slow phone network it then downloads alone
// instead of sharing the line with ~150 KB of scripts, which start a frame later (issue 16).
(function () {
  var template = document.getElementById('swerte-scripts');
  if (!template || !template.content) return;
  var started = false;
  // Copies, not the template's own nodes: a script parsed inside a template never runs.
  function copy(from) {
    var to = document.createElement(from.tagName.toLowerCase());
    var j;
    for (j = 0; j < from.attributes.length; j++)
      to.setAttribute(from.attributes[j].name, from.attributes[j].value);
    return to;
  }
  // One element a task: each link starts a fetch, ~3 ms of a slow phone's main thread, and seventeen
  // of them in one task would hold a tap back (the app's module comes first).
  function add(nodes, i) {
    if (i >= nodes.length) return;
    document.body.appendChild(copy(nodes[i]));
    setTimeout(function () {
      add(nodes, i + 1);
    }, 0);
  }
  function start() {
    if (started) return;
    started = true;
    add(template.content.children, 0);
  }
  function afterNextPaint() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  var banner = document.querySelector('.boot-banner img');
  if (banner && !banner.complete) {
    banner.addEventListener('load', afterNextPaint);
    banner.addEventListener('error', afterNextPaint);
  } else afterNextPaint();
  // A hidden tab paints no frame, and a banner may be slow: the app starts anyway.
  setTimeout(start, 1500);
})();
