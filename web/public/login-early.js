// /login before the app's code has run (dist/login.html, its form rendered at build time): the form shows and
// takes typing already. This keeps 'Entrar' as the page keeps it — enabled once both fields hold text — and holds
// a press of it (or Enter) for the app, which logs in as it takes over (web/src/features/auth/early-form.ts).
// Never a native submit: it would put the password in the address. Once the app runs (html[data-app]), it does
// nothing. A classic script in the head: it runs before the form is shown, so no press comes before it.
(function () {
  var running = function () { return document.documentElement.hasAttribute('data-app'); };
  var parts = function (form) {
    return {
      username: form.elements.namedItem('username'),
      password: form.elements.namedItem('password'),
      submit: form.querySelector('button[type="submit"]'),
    };
  };
  document.addEventListener('input', function (event) {
    var form = event.target && event.target.form;
    if (running() || !form || !form.classList.contains('auth-form') || form.hasAttribute('data-pending')) return;
    var p = parts(form);
    if (p.submit) p.submit.disabled = !(p.username && p.username.value && p.password && p.password.value);
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
})();
