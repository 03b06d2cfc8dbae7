// /login before the app's code has run (dist/login.html, its form rendered at build time): the form shows and
// takes typing already. This keeps 'Entrar' as the page keeps it — enabled once both fields hold text — and holds
// a press of it (or Enter) for the app, which logs in as it takes over (web/src/features/auth/early-form.ts).
// Never a native submit: it would put the password in the address (until this runs, 'Entrar' is disabled, and a
// form whose submit button is disabled is not submitted by Enter either). Once the app runs (html[data-app]), it
// does nothing. Deferred: it runs once the form is parsed, and then loads the app's code (the root's data-entry and
// data-preload, vite.config.ts) once the page has loaded, so nothing competes with the form for the wire or the CPU
// before it shows.
(function () {
  var running = function () { return document.documentElement.hasAttribute('data-app'); };
  var parts = function (form) {
    return {
      username: form.elements.namedItem('username'),
      password: form.elements.namedItem('password'),
      submit: form.querySelector('button[type="submit"]'),
    };
  };
  var update = function (form) {
    var p = parts(form);
    if (p.submit) p.submit.disabled = !(p.username && p.username.value && p.password && p.password.value);
  };
  document.addEventListener('input', function (event) {
    var form = event.target && event.target.form;
    if (running() || !form || !form.classList.contains('auth-form') || form.hasAttribute('data-pending')) return;
    update(form);
  }, true);
  document.addEventListener('submit', function (event) {
    var form = event.target;
    if (running() || !form.classList || !form.classList.contains('auth-form')) return;
    event.preventDefault();
    var p = parts(form);
    if (!(p.username && p.username.value && p.password && p.password.value)) return;
    form.setAttribute('data-pending', '');
    if (p.submit) p.submit.setAttribute('aria-busy', 'true');
  }, true);
  // what was typed (or filled in by the browser) before this ran
  var form = document.querySelector('form.auth-form');
  if (form && !running()) update(form);

  var root = document.getElementById('root');
  var load = function () {
    if (!root || !root.dataset.entry) return;
    var add = function (el) { el.crossOrigin = ''; document.head.appendChild(el); };
    (root.dataset.preload || '').split(' ').forEach(function (href) {
      if (!href) return;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      add(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.src = root.dataset.entry;
    add(script);
  };
  // once the page's own files are in (the stylesheet: the form is on screen): the load event, not a timer or a frame
  // (a page whose clock is held, or a hidden tab, has neither)
  if (document.readyState === 'complete') load();
  else window.addEventListener('load', load);
})();
