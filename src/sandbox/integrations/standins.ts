/**
 * Small stand-ins for the outside services' browser scripts, with the vendors' public shapes:
 * `fbq('init' | 'track', …)` with its queue, a tag manager that reads and watches `dataLayer`, and
 * an accessibility widget. Each sends what it receives to its collector beside it
 * (/__sandbox/integrations/collect/<service>) with navigator.sendBeacon. Plain ES5 for any browser;
 * styles through the DOM (no <style>: the page's CSP allows none it did not ship).
 */

/** The Meta pixel (fbevents.js): drains the page's `fbq` queue, then answers calls directly. */
const PIXEL = `(function () {
  var me = document.currentScript;
  var collect = new URL('collect/pixel', me ? me.src : location.href).href;
  var ids = [];
  function call(args) {
    var method = args[0];
    if (method === 'init') {
      if (ids.indexOf(String(args[1])) < 0) ids.push(String(args[1]));
    } else if (method === 'track' || method === 'trackCustom') {
      ids.forEach(function (id) {
        navigator.sendBeacon(collect, JSON.stringify({ pixel_id: id, method: method, event: args[1], params: args[2] || {} }));
      });
    }
  }
  var fbq = window.fbq;
  if (!fbq) {
    fbq = window.fbq = function () { fbq.callMethod ? fbq.callMethod.apply(fbq, arguments) : fbq.queue.push(arguments); };
    fbq.queue = [];
  }
  var queued = fbq.queue || [];
  fbq.queue = [];
  fbq.callMethod = function () { call(arguments); };
  fbq.loaded = true;
  for (var i = 0; i < queued.length; i++) call(queued[i]);
})();
`;

/** The tag manager container (gtm.js?id=…): every `dataLayer` entry, past and future. */
const TAG_MANAGER = `(function () {
  var me = document.currentScript;
  var src = new URL(me ? me.src : location.href);
  var id = src.searchParams.get('id');
  var name = src.searchParams.get('l') || 'dataLayer';
  var collect = new URL('collect/tag-manager', src).href;
  var layer = (window[name] = window[name] || []);
  function send(entry) {
    if (entry && typeof entry === 'object') navigator.sendBeacon(collect, JSON.stringify({ container_id: id, entry: entry }));
  }
  for (var i = 0; i < layer.length; i++) send(layer[i]);
  var push = layer.push;
  layer.push = function () {
    for (var j = 0; j < arguments.length; j++) send(arguments[j]);
    return push.apply(layer, arguments);
  };
})();
`;

/**
 * The accessibility widget (?id=…): one labelled button and its panel; it never takes focus. Like
 * the vendors' launchers, a small icon tab on the window's left edge, so it covers no headings or
 * fields.
 */
const WIDGET = `(function () {
  if (document.getElementById('sf-a11y-widget')) return;
  var me = document.currentScript;
  var src = new URL(me ? me.src : location.href);
  var collect = new URL('collect/widget', src).href;
  function css(el, rules) { for (var k in rules) el.style[k] = rules[k]; }
  var aside = document.createElement('aside');
  aside.id = 'sf-a11y-widget';
  aside.setAttribute('aria-label', 'Accessibility tools');
  css(aside, { position: 'fixed', left: '0', top: '50%', zIndex: '600', font: '16px/1.4 system-ui, sans-serif' });
  var open = document.createElement('button');
  open.type = 'button';
  open.setAttribute('aria-label', 'Accessibility options');
  open.innerHTML = '<svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><circle cx="12" cy="4" r="2" fill="currentColor"/><path d="M4 8l8 1.5L20 8M12 9.5v5l-3 7M12 14.5l3 7" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></svg>';
  open.setAttribute('aria-expanded', 'false');
  open.setAttribute('aria-controls', 'sf-a11y-panel');
  var look = { background: '#ffffff', color: '#111111', border: '2px solid #111111', borderRadius: '6px', padding: '0.5rem 0.75rem', minHeight: '44px', cursor: 'pointer', font: 'inherit' };
  css(open, look);
  css(open, { display: 'flex', alignItems: 'center', justifyContent: 'center', width: '44px', padding: '0', borderLeft: '0', borderRadius: '0 22px 22px 0', background: '#1a4fa0', color: '#ffffff', borderColor: '#ffffff' });
  var panel = document.createElement('div');
  panel.id = 'sf-a11y-panel';
  panel.hidden = true;
  css(panel, { marginTop: '0.25rem', marginLeft: '0.5rem' });
  var bigger = document.createElement('button');
  bigger.type = 'button';
  bigger.textContent = 'Larger text';
  bigger.setAttribute('aria-pressed', 'false');
  css(bigger, look);
  bigger.addEventListener('click', function () {
    var on = bigger.getAttribute('aria-pressed') !== 'true';
    bigger.setAttribute('aria-pressed', String(on));
    document.documentElement.style.fontSize = on ? '112.5%' : '';
  });
  open.addEventListener('click', function () {
    panel.hidden = !panel.hidden;
    open.setAttribute('aria-expanded', String(!panel.hidden));
  });
  panel.appendChild(bigger);
  aside.appendChild(open);
  aside.appendChild(panel);
  document.body.appendChild(aside);
  navigator.sendBeacon(collect, JSON.stringify({ widget_id: src.searchParams.get('id'), event: 'loaded' }));
})();
`;

/** Stand-in scripts by file name under /__sandbox/integrations/. */
export const STAND_IN_SCRIPTS: Readonly<Record<string, string>> = {
  'fbevents.js': PIXEL,
  'gtm.js': TAG_MANAGER,
  'a11y-widget.js': WIDGET,
};
