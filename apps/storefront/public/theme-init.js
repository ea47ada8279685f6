// Applies the stored dark-mode preference before first paint (spec section 4: key darkMode,
// text true/false). A file, not an inline script, so the server's CSP can forbid inline scripts.
try {
  if (localStorage.getItem('darkMode') === 'true') document.documentElement.classList.add('dark');
} catch (e) {
  // Storage unavailable: light theme.
}
