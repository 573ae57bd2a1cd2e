/**
 * Stand-ins for the platform-account (apple) and web-account (google) sign-in scripts
 * (docs/product.md §1, §7.8). Each defines the same globals and calls as the vendor's script —
 * `AppleID.auth.init` /
 * `signIn`, `google.accounts.oauth2.initTokenClient` / `requestAccessToken` — and signs in through
 * a popup on this origin (`/__sandbox/sso/authorize`), whose answer is a token the sandbox's
 * `login_by_foreign_auth` accepts (`sandbox:<email>`).
 */
const POPUP = `function sandboxSsoPopup(provider, params) {
  return new Promise(function (resolve, reject) {
    var query = new URLSearchParams(params);
    query.set('provider', provider);
    var w = window.open('/__sandbox/sso/authorize?' + query, 'sandbox-sso', 'popup,width=480,height=640');
    if (!w) return reject({ error: 'popup_blocked_by_browser', type: 'popup_failed_to_open' });
    var timer = setInterval(function () {
      if (w.closed) { done(); reject({ error: 'popup_closed_by_user', type: 'popup_closed' }); }
    }, 300);
    function onMessage(e) {
      if (e.origin !== location.origin || !e.data || e.data.source !== 'sandbox-sso') return;
      done();
      w.close();
      if (e.data.cancelled) reject({ error: 'popup_closed_by_user', type: 'popup_closed' });
      else resolve(e.data);
    }
    function done() { clearInterval(timer); removeEventListener('message', onMessage); }
    addEventListener('message', onMessage);
  });
}`;

export const APPLE_SCRIPT = `(function () {
${POPUP}
var config = null;
window.AppleID = { auth: {
  init: function (c) { config = c; },
  signIn: function () {
    if (!config) return Promise.reject({ error: 'not_initialized' });
    return sandboxSsoPopup('apple', { client_id: config.clientId, redirect_uri: config.redirectURI || '', scope: config.scope || '' })
      .then(function (d) {
        var answer = { authorization: { id_token: d.token, code: 'sandbox-code' } };
        if (d.firstName || d.lastName) answer.user = { email: d.email, name: { firstName: d.firstName, lastName: d.lastName } };
        return answer;
      });
  }
} };
})();
`;

export const GOOGLE_SCRIPT = `(function () {
${POPUP}
window.google = window.google || {};
window.google.accounts = {
  id: { initialize: function () {}, prompt: function () {}, disableAutoSelect: function () {} },
  oauth2: { initTokenClient: function (c) {
    return { requestAccessToken: function (o) {
      var prompt = (o && o.prompt !== undefined) ? o.prompt : (c.prompt || '');
      sandboxSsoPopup('google', { client_id: c.client_id, scope: c.scope || '', prompt: prompt })
        .then(function (d) { c.callback({ access_token: d.token, token_type: 'Bearer', scope: c.scope }); },
              function (e) { if (c.error_callback) c.error_callback({ type: e.type || 'popup_closed', message: e.error }); });
    } };
  } }
};
})();
`;

/**
 * Run by the popup's last page: hands the answer to the opener, which closes the popup once it has
 * read it. Closing itself at once could let the opener see a closed popup before the message, and
 * take the sign-in for a cancelled one; it closes itself only if nobody has after a while.
 */
export const DONE_SCRIPT = `(function () {
  var el = document.getElementById('sso-result');
  var data = JSON.parse(el ? el.textContent : '{}');
  data.source = 'sandbox-sso';
  if (!window.opener) return window.close();
  window.opener.postMessage(data, location.origin);
  setTimeout(function () { window.close(); }, 10000);
})();
`;
