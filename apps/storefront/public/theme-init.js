// Runs before first paint, as a blocking script (inlined, with its CSP hash, in server-rendered
// pages). Applies the stored dark-mode preference (spec section 4: key darkMode, text true/false),
// and starts the page in Inter when this browser has fetched it before (key webFonts, value
// 'cached', packages/ui theme WEB_FONTS_STORAGE_KEY; decision 038), so a returning visitor's page
// is laid out once, in the shop's font.
try {
  if (localStorage.getItem('darkMode') === 'true') document.documentElement.classList.add('dark');
  if (localStorage.getItem('webFonts') === 'cached')
    document.documentElement.setAttribute('data-web-fonts', '');
} catch (e) {
  // Storage unavailable: light theme, fallback font until the page switches.
}
