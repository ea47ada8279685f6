/**
 * Still-life drawings of the 30 sample products (decision 049), as SVG markup, and the studio
 * they are photographed in. Pure functions, no file access: `scripts/generate-product-images.mjs`
 * writes the files and `apps/api/test/sample-product-images.test.ts` checks them.
 *
 * Every picture is 800 x 600 px (4:3, the aspect ratio of every product box in the ui), on the
 * same soft neutral backdrop, lit by one key light from the upper left: each surface is filled
 * with `material(colour)`, a gradient from lighter (upper left) to darker (lower right), and
 * each object casts `shadow()`, a blurred ellipse on the floor, offset to the lower right.
 * The product is kept inside the centre 540 x 400 px, so the square crops (cart lines, order
 * rows) still show all of it. No picture contains text: the name is under the picture in the ui.
 *
 * One file over 400 lines on purpose: it is a picture book, 30 drawings in the catalogue's order
 * over the studio helpers they all share; split, each part would be drawings with the same imports.
 */

/**
 * One picture's lit paints: `material('#rrggbb')` returns a `url(#…)` fill lit from the upper
 * left; `defs()` the gradients used so far.
 * @typedef {{ material: (hex: string) => string, defs: () => string }} Paints
 */

/** Picture width, px (4:3). */
export const WIDTH = 800;
/** Picture height, px. */
export const HEIGHT = 600;
/** The floor line the objects stand on (y, px). */
const FLOOR = 470;

/**
 * `hex` (#rrggbb) mixed with white (amount > 0) or black (amount < 0), 0..1.
 * @param {string} hex
 * @param {number} amount
 */
function mix(hex, amount) {
  const n = parseInt(hex.slice(1), 16);
  const target = amount > 0 ? 255 : 0;
  const a = Math.abs(amount);
  /** @param {number} c */
  const channel = (c) => Math.round(c + (target - c) * a);
  const r = channel((n >> 16) & 255);
  const g = channel((n >> 8) & 255);
  const b = channel(n & 255);
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}

/**
 * One picture's paint registry: `material(hex)` returns a `url(#…)` fill lit from the upper left
 * and `defs()` the gradients used so far. Ids are short and unique within the picture.
 * @returns {Paints}
 */
function createPaints() {
  /** @type {Map<string, string>} */
  const gradients = new Map();
  return {
    material(hex) {
      if (!gradients.has(hex)) {
        const id = `m${gradients.size}`;
        gradients.set(
          hex,
          `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(hex, 0.28)}"/><stop offset=".55" stop-color="${hex}"/><stop offset="1" stop-color="${mix(hex, -0.3)}"/></linearGradient>`,
        );
      }
      return `url(#m${[...gradients.keys()].indexOf(hex)})`;
    },
    defs: () => [...gradients.values()].join(''),
  };
}

/**
 * The soft contact shadow of an object `width` px wide whose base is centred on `cx`.
 * @param {number} cx
 * @param {number} width
 * @param {number} [y] the floor line, px
 */
function shadow(cx, width, y = FLOOR) {
  return `<ellipse cx="${cx + 16}" cy="${y + 4}" rx="${width / 2 + 10}" ry="${Math.max(10, width * 0.05)}" fill="#3b3026" opacity=".28" filter="url(#soft)"/>`;
}

/**
 * A rounded rectangle as path data (for holes with fill-rule evenodd).
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {number} r corner radius
 */
function roundRect(x, y, w, h, r) {
  return `M${x + r} ${y}h${w - 2 * r}a${r} ${r} 0 0 1 ${r} ${r}v${h - 2 * r}a${r} ${r} 0 0 1 ${-r} ${r}h${-(w - 2 * r)}a${r} ${r} 0 0 1 ${-r} ${-r}v${-(h - 2 * r)}a${r} ${r} 0 0 1 ${r} ${-r}z`;
}

/**
 * A soft white highlight where the key light catches a surface.
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {number} [r] corner radius
 * @param {number} [opacity]
 */
function gloss(x, y, w, h, r = Math.min(w, h) / 2, opacity = 0.22) {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="#fff" opacity="${opacity}"/>`;
}

/**
 * Vertical lines from y1 to y2 at the given x positions.
 * @param {number[]} xs
 * @param {number} y1
 * @param {number} y2
 * @param {string} stroke
 * @param {number} [width]
 * @param {number} [opacity]
 */
function vlines(xs, y1, y2, stroke, width = 2, opacity = 1) {
  return `<path d="${xs.map((x) => `M${x} ${y1}V${y2}`).join('')}" stroke="${stroke}" stroke-width="${width}" opacity="${opacity}"/>`;
}

/**
 * 0, 1, ... n - 1.
 * @param {number} n
 */
const range = (n) => Array.from({ length: n }, (_, i) => i);

/**
 * The drawings, by the catalogue's product name; each takes the picture's paints `p`.
 * @type {Readonly<Record<string, (p: Paints) => string>>}
 */
export const DRAWINGS = {
  'Aurora Wireless Noise-Cancelling Headphones': (p) => `
    ${shadow(400, 330)}
    <path d="M250 335C250 140 550 140 550 335" fill="none" stroke="#262a31" stroke-width="26" stroke-linecap="round"/>
    <path d="M262 300C266 170 534 170 538 300" fill="none" stroke="#5b636f" stroke-width="5" stroke-linecap="round" opacity=".8"/>
    <path d="M305 205C360 172 440 172 495 205" fill="none" stroke="#17191d" stroke-width="22" stroke-linecap="round"/>
    <rect x="240" y="290" width="22" height="52" rx="7" fill="${p.material('#b9c0c8')}"/>
    <rect x="538" y="290" width="22" height="52" rx="7" fill="${p.material('#b9c0c8')}"/>
    <rect x="200" y="325" width="96" height="145" rx="44" fill="${p.material('#363c47')}"/>
    <rect x="278" y="334" width="38" height="128" rx="19" fill="${p.material('#1b1e23')}"/>
    <rect x="504" y="325" width="96" height="145" rx="44" fill="${p.material('#363c47')}"/>
    <rect x="484" y="334" width="38" height="128" rx="19" fill="${p.material('#1b1e23')}"/>
    <circle cx="248" cy="397" r="22" fill="none" stroke="#c9a27a" stroke-width="5"/>
    <circle cx="552" cy="397" r="22" fill="none" stroke="#c9a27a" stroke-width="5"/>
    ${gloss(214, 340, 12, 90)}${gloss(518, 340, 12, 90, 6, 0.14)}`,

  'Oak & Linen Three-Seater Sofa': (p) => `
    ${shadow(400, 520)}
    ${[172, 612].map((x) => `<path d="M${x} 440h16l-4 30h-8z" fill="${p.material('#a8753f')}"/>`).join('')}
    <rect x="175" y="225" width="450" height="160" rx="26" fill="${p.material('#cbbda4')}"/>
    ${range(3)
      .map(
        (i) =>
          `<rect x="${192 + i * 143}" y="240" width="130" height="122" rx="24" fill="${p.material('#ddd2be')}"/>`,
      )
      .join('')}
    <rect x="150" y="360" width="500" height="84" rx="16" fill="${p.material('#c4b59b')}"/>
    <rect x="150" y="432" width="500" height="14" rx="6" fill="${p.material('#b88449')}"/>
    ${range(3)
      .map(
        (i) =>
          `<rect x="${206 + i * 130}" y="352" width="128" height="52" rx="16" fill="${p.material('#e2d8c6')}"/>`,
      )
      .join('')}
    <rect x="136" y="296" width="74" height="150" rx="32" fill="${p.material('#d3c6af')}"/>
    <rect x="590" y="296" width="74" height="150" rx="32" fill="${p.material('#c6b79e')}"/>
    ${gloss(150, 310, 14, 100, 7, 0.25)}`,

  'Enamelled Cast Iron Casserole 5.2L': (p) => `
    ${shadow(400, 390)}
    <rect x="190" y="330" width="70" height="30" rx="15" fill="${p.material('#9c2c22')}"/>
    <rect x="540" y="330" width="70" height="30" rx="15" fill="${p.material('#9c2c22')}"/>
    <path d="M228 310h344v105a55 55 0 0 1-55 55H283a55 55 0 0 1-55-55z" fill="${p.material('#c9412f')}"/>
    <path d="M220 312C232 232 568 232 580 312z" fill="${p.material('#d04a36')}"/>
    <rect x="214" y="300" width="372" height="22" rx="11" fill="${p.material('#b33a2a')}"/>
    <rect x="388" y="236" width="24" height="16" fill="#2a2a2a"/>
    <rect x="362" y="218" width="76" height="26" rx="13" fill="${p.material('#3a3a3a')}"/>
    ${gloss(250, 340, 90, 26, 13, 0.2)}${gloss(290, 262, 80, 14, 7, 0.25)}`,

  'Merino Wool Crew Neck Jumper': (p) => `
    ${shadow(400, 440)}
    <path d="M284 186l-46 18-42 214 50 14 30-150zM516 186l46 18 42 214-50 14-30-150z" fill="${p.material('#56788f')}"/>
    <path d="M196 410l50 14-6 26-50-14zM604 410l-50 14 6 26 50-14z" fill="#46657a"/>
    <path d="M330 166Q400 206 470 166l48 20q22 10 22 32v222q0 16-16 16H276q-16 0-16-16V218q0-22 22-32z" fill="${p.material('#5f829a')}"/>
    <rect x="260" y="426" width="280" height="30" rx="8" fill="#4e6e84"/>
    ${vlines(
      range(27).map((i) => 270 + i * 10),
      430,
      452,
      '#3f5a6d',
      2,
      0.6,
    )}
    <path d="M330 166Q400 214 470 166" fill="none" stroke="#46657a" stroke-width="16" stroke-linecap="round"/>
    ${gloss(278, 220, 16, 160, 8, 0.16)}`,

  'Pulse Smartwatch Series 3': (p) => `
    ${shadow(400, 150)}
    <rect x="348" y="100" width="104" height="130" rx="22" fill="${p.material('#3c4a5c')}"/>
    <rect x="348" y="360" width="104" height="110" rx="22" fill="${p.material('#34404f')}"/>
    ${[400, 425, 450].map((y) => `<circle cx="400" cy="${y}" r="5" fill="#1f2731"/>`).join('')}
    <rect x="318" y="196" width="164" height="196" rx="46" fill="${p.material('#c2c8cf')}"/>
    <rect x="332" y="210" width="136" height="168" rx="36" fill="#0c0e12"/>
    <g fill="none" stroke-width="11" stroke-linecap="round" transform="rotate(-90 400 294)">
      <circle cx="400" cy="294" r="48" stroke="#3a1620"/><circle cx="400" cy="294" r="48" stroke="#ff375f" stroke-dasharray="226 400"/>
      <circle cx="400" cy="294" r="34" stroke="#2c3a10"/><circle cx="400" cy="294" r="34" stroke="#a4f53a" stroke-dasharray="150 400"/>
      <circle cx="400" cy="294" r="20" stroke="#0f3340"/><circle cx="400" cy="294" r="20" stroke="#38d4f5" stroke-dasharray="100 400"/>
    </g>
    <rect x="480" y="250" width="14" height="36" rx="5" fill="${p.material('#aab1b9')}"/>
    <rect x="481" y="302" width="9" height="34" rx="4" fill="#8d959e"/>
    ${gloss(328, 206, 40, 12, 6, 0.3)}`,

  "The Cartographer's Daughter (Hardback)": (p) => `
    ${shadow(410, 260)}
    <path d="M290 136l34-14v348l-34-8z" fill="${p.material('#143640')}"/>
    <rect x="520" y="128" width="12" height="338" rx="3" fill="#efe6d2"/>
    <rect x="322" y="120" width="206" height="350" rx="6" fill="${p.material('#1f5563')}"/>
    <g fill="none" stroke="#d8b460" stroke-width="4">
      <circle cx="425" cy="262" r="62"/><circle cx="425" cy="262" r="48" stroke-width="2"/>
      <path d="M350 400c30-30 50 10 80-20s40-10 70-30" stroke-dasharray="8 8"/>
      <path d="M340 150h170M340 440h170" stroke-width="3"/>
    </g>
    <path d="M425 196l12 54 54 12-54 12-12 54-12-54-54-12 54-12z" fill="#d8b460"/>
    <circle cx="425" cy="262" r="7" fill="#1f5563"/>
    ${gloss(330, 128, 10, 330, 5, 0.15)}`,

  'Timber Town Wooden Train Set': (p) => `
    ${shadow(400, 480)}
    <rect x="160" y="452" width="480" height="16" rx="4" fill="${p.material('#cfa86e')}"/>
    <path d="M170 460h460" stroke="#a98450" stroke-width="3"/>
    <rect x="190" y="335" width="150" height="62" rx="8" fill="${p.material('#f2c14e')}"/>
    <rect x="180" y="390" width="170" height="42" rx="8" fill="${p.material('#2f80d1')}"/>
    <rect x="206" y="300" width="38" height="38" rx="4" fill="${p.material('#e0533d')}"/>
    <rect x="252" y="296" width="34" height="42" rx="17" fill="${p.material('#35a86b')}"/>
    <path d="M296 338l22-40 22 40z" fill="${p.material('#8e5bd1')}"/>
    <rect x="348" y="404" width="34" height="10" rx="4" fill="#6b4a2a"/>
    <rect x="380" y="380" width="222" height="52" rx="8" fill="${p.material('#d9412b')}"/>
    <rect x="468" y="316" width="134" height="70" rx="30" fill="${p.material('#2f80d1')}"/>
    <rect x="556" y="272" width="30" height="50" rx="6" fill="${p.material('#f2c14e')}"/>
    <rect x="548" y="262" width="46" height="16" rx="6" fill="${p.material('#d9412b')}"/>
    <rect x="382" y="272" width="94" height="114" rx="10" fill="${p.material('#35a86b')}"/>
    <rect x="370" y="258" width="118" height="22" rx="9" fill="${p.material('#d9412b')}"/>
    <rect x="402" y="294" width="52" height="42" rx="8" fill="#f7efd9"/>
    ${
      /** @type {[number, number][]} */ ([
        [222, 24],
        [308, 24],
        [422, 27],
        [500, 27],
        [572, 27],
      ])
        .map(
          ([x, r]) =>
            `<circle cx="${x}" cy="${466 - r}" r="${r}" fill="${p.material('#f2c14e')}"/><circle cx="${x}" cy="${466 - r}" r="8" fill="#b8322a"/>`,
        )
        .join('')
    }`,

  'Trailblazer 30L Hiking Backpack': (p) => `
    ${shadow(400, 300)}
    <path d="M384 132q16-40 32 0" fill="none" stroke="#2d3436" stroke-width="9"/>
    <rect x="252" y="300" width="44" height="150" rx="16" fill="${p.material('#b4521a')}"/>
    <rect x="504" y="300" width="44" height="150" rx="16" fill="${p.material('#a94c17')}"/>
    <path d="M284 205q2-78 116-80 114 2 116 80l6 236q0 28-30 28H308q-30 0-30-28z" fill="${p.material('#e6781e')}"/>
    <path d="M288 205q0-66 112-68 112 2 112 68-112 26-224 0z" fill="${p.material('#c85f17')}"/>
    <rect x="334" y="210" width="16" height="92" fill="#2d3436"/><rect x="450" y="210" width="16" height="92" fill="#2d3436"/>
    <rect x="328" y="282" width="28" height="18" rx="4" fill="#1c2124"/><rect x="444" y="282" width="28" height="18" rx="4" fill="#1c2124"/>
    <rect x="314" y="318" width="172" height="136" rx="28" fill="${p.material('#d46919')}"/>
    <path d="M330 336h140" fill="none" stroke="#2d3436" stroke-width="5"/><path d="M332 420q68 14 136 0" fill="none" stroke="#a34f12" stroke-width="3"/>
    <rect x="440" y="334" width="10" height="26" rx="4" fill="#2d3436"/>
    <path d="M278 360h22M278 410h22M500 360h22M500 410h22" stroke="#2d3436" stroke-width="8"/>
    ${gloss(296, 220, 14, 200, 7, 0.18)}`,

  'Rosehip & Vitamin C Brightening Serum': (p) => `
    ${shadow(400, 150)}${shadow(262, 60)}
    <path d="M375 206q-4-78 25-88 29 10 25 88z" fill="${p.material('#2c2c2c')}"/>
    <rect x="362" y="202" width="76" height="40" rx="8" fill="${p.material('#3a3a3a')}"/>
    <rect x="372" y="238" width="56" height="28" rx="6" fill="${p.material('#a9561a')}"/>
    <rect x="332" y="258" width="136" height="212" rx="24" fill="${p.material('#c8701f')}"/>
    <rect x="346" y="330" width="108" height="92" rx="6" fill="#f7efe3"/>
    <ellipse cx="400" cy="382" rx="18" ry="20" fill="#d2453a"/>
    <path d="M390 362l10 8 10-8-4 12h-12z" fill="#3f6b2f"/>
    ${gloss(346, 272, 12, 180, 6, 0.32)}
    <ellipse cx="258" cy="446" rx="28" ry="24" fill="${p.material('#c9372c')}"/>
    <path d="M244 424l14 8 14-8-6 12h-16z" fill="#3f5b2a"/>
    <path d="M530 470c-14 0-22-10-22-20 0-14 22-38 22-38s22 24 22 38c0 10-8 20-22 20z" fill="${p.material('#e08a2e')}" opacity=".85"/>`,

  'Natural Cork Yoga Mat': (p) => `
    ${shadow(396, 440)}
    <path d="M200 330h380a40 70 0 0 1 0 140H200a40 70 0 0 1 0-140z" fill="${p.material('#c9a06b')}"/>
    <g fill="#8f6a3d" opacity=".35">${range(60)
      .map(
        (i) => `<circle cx="${200 + ((i * 97) % 370)}" cy="${340 + ((i * 53) % 120)}" r="${1.5 + (i % 3)}"/>`,
      )
      .join('')}</g>
    <rect x="270" y="328" width="22" height="144" rx="4" fill="${p.material('#3b3f44')}"/>
    <rect x="476" y="328" width="22" height="144" rx="4" fill="${p.material('#3b3f44')}"/>
    <ellipse cx="580" cy="400" rx="40" ry="70" fill="${p.material('#b88c58')}"/>
    <g fill="none" stroke="#7d5a31" stroke-width="3">${[30, 22, 14, 7].map((r) => `<ellipse cx="580" cy="400" rx="${r}" ry="${r * 1.75}"/>`).join('')}</g>
    <rect x="200" y="330" width="20" height="140" fill="#4a4a4a" opacity=".5"/>
    ${gloss(230, 340, 330, 16, 8, 0.22)}`,

  'Nordic Walnut Coffee Table': (p) => `
    ${shadow(400, 520)}
    <path d="M236 346h16l-10 118h-12zM548 346h16l6 118h-12z" fill="${p.material('#4f3018')}"/>
    <rect x="214" y="404" width="372" height="14" rx="4" fill="${p.material('#6a4223')}"/>
    <path d="M192 346h22l-18 124h-14zM586 346h22l10 124h-14z" fill="${p.material('#6a4223')}"/>
    <path d="M210 292h380l48 44H162z" fill="${p.material('#9a6a42')}"/>
    <g fill="none" stroke="#6b4226" stroke-width="2" opacity=".35"><path d="M230 302c90 8 200-6 340 6M210 318c120 8 260-8 380 4"/></g>
    <rect x="162" y="334" width="476" height="24" rx="4" fill="${p.material('#6e4527')}"/>
    <path d="M460 292c-8-20-6-46 8-56h20c14 10 16 36 8 56z" fill="${p.material('#e7e1d6')}"/>
    <path d="M478 236c-4-26-20-40-34-44 18 2 30 14 34 44zM478 236c4-28 22-40 36-42-20 4-30 16-36 42z" fill="#5f8a4f"/>`,

  'Portable Tyre Inflator with Digital Gauge': (p) => `
    ${shadow(420, 300)}
    <path d="M320 262q0-88 80-88t80 88" fill="none" stroke="#2b3135" stroke-width="26" stroke-linecap="round"/>
    <path d="M500 430c100 10 118-80 62-96-40-12-48 52 6 64 26 6 50 0 60-14" fill="none" stroke="#1b1e20" stroke-width="10" stroke-linecap="round"/>
    <rect x="620" y="368" width="18" height="30" rx="4" fill="${p.material('#c9a227')}"/>
    <rect x="290" y="254" width="220" height="216" rx="38" fill="${p.material('#f2b01e')}"/>
    <rect x="304" y="262" width="192" height="200" rx="32" fill="${p.material('#30373c')}"/>
    <rect x="330" y="282" width="140" height="76" rx="10" fill="#0c1a12"/>
    <path d="M350 344a50 50 0 0 1 100 0" fill="none" stroke="#1f3b2a" stroke-width="8"/>
    <path d="M350 344a50 50 0 0 1 78-41" fill="none" stroke="#3fe08f" stroke-width="8"/>
    <path d="M400 344l22-30" stroke="#3fe08f" stroke-width="4" stroke-linecap="round"/>
    ${[350, 400, 450].map((x) => `<circle cx="${x}" cy="398" r="13" fill="${p.material('#5b656c')}"/>`).join('')}
    <circle cx="400" cy="398" r="6" fill="none" stroke="#3fe08f" stroke-width="2"/>
    ${gloss(314, 272, 12, 160, 6, 0.16)}`,

  'Galvanised Steel Raised Garden Bed': (p) => `
    ${shadow(400, 520)}
    <path d="M150 332l44-36h412l44 36z" fill="${p.material('#d3dae0')}"/>
    <path d="M172 328l32-24h392l32 24z" fill="${p.material('#5d4636')}"/>
    ${
      /** @type {[number, string][]} */ ([
        [240, '#4f9a45'],
        [320, '#6cb84f'],
        [400, '#4f9a45'],
        [480, '#6cb84f'],
        [560, '#4f9a45'],
      ])
        .map(
          ([x, c]) =>
            `<path d="M${x} 318c-30-6-46-40-40-70 22 10 36 34 40 70zM${x} 318c0-40 14-66 44-78 4 34-14 64-44 78zM${x} 318c-10-40-4-74 4-92 14 26 12 60-4 92z" fill="${p.material(c)}"/>`,
        )
        .join('')
    }
    <circle cx="330" cy="268" r="9" fill="#d9412b"/><circle cx="486" cy="262" r="9" fill="#d9412b"/>
    <rect x="150" y="330" width="500" height="140" rx="6" fill="${p.material('#aab3bb')}"/>
    ${vlines(
      range(20).map((i) => 172 + i * 24),
      336,
      464,
      '#ffffff',
      6,
      0.22,
    )}
    ${vlines(
      range(20).map((i) => 180 + i * 24),
      336,
      464,
      '#5d6a74',
      3,
      0.25,
    )}
    <rect x="150" y="330" width="18" height="140" rx="4" fill="${p.material('#8d969e')}"/>
    <rect x="632" y="330" width="18" height="140" rx="4" fill="${p.material('#8d969e')}"/>`,

  'Sterling Silver Hoop Earrings': (p) => `
    ${shadow(320, 140)}${shadow(488, 100)}
    <circle cx="320" cy="360" r="104" fill="none" stroke="${p.material('#c9ced4')}" stroke-width="15"/>
    <path d="M244 304a98 98 0 0 1 78-64" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity=".8"/>
    <rect x="314" y="246" width="12" height="24" rx="4" fill="${p.material('#aab1b9')}"/>
    <ellipse cx="490" cy="374" rx="62" ry="92" fill="none" stroke="${p.material('#bfc5cc')}" stroke-width="15"/>
    <path d="M440 326a62 92 0 0 1 38-40" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity=".8"/>
    <rect x="484" y="272" width="12" height="20" rx="4" fill="${p.material('#aab1b9')}"/>`,

  'Orthopaedic Memory Foam Dog Bed': (p) => `
    ${shadow(400, 520)}
    <rect x="146" y="286" width="508" height="184" rx="84" fill="${p.material('#7f8b93')}"/>
    <rect x="204" y="320" width="392" height="100" rx="46" fill="${p.material('#ece0cc')}"/>
    <path d="M470 352a12 12 0 1 1 16 12l40 0a12 12 0 1 1 16 12 12 12 0 1 1-16 12h-40a12 12 0 1 1-16-12 12 12 0 0 1 0-24z" fill="${p.material('#e3704f')}"/>
    <rect x="164" y="398" width="472" height="72" rx="36" fill="${p.material('#6e7a82')}"/>
    <rect x="180" y="410" width="440" height="48" rx="24" fill="none" stroke="#fff" stroke-width="2" stroke-dasharray="8 8" opacity=".45"/>
    ${gloss(170, 300, 200, 16, 8, 0.18)}`,

  'A5 Dotted Notebook, Lay-Flat': (p) => {
    /**
     * The point (u, v) (0..1 each) of the quadrilateral a, b, c, d (clockwise from upper left).
     * @param {[number, number]} a
     * @param {[number, number]} b
     * @param {[number, number]} c
     * @param {[number, number]} d
     * @returns {(u: number, v: number) => [number, number]}
     */
    const quad = (a, b, c, d) => (u, v) => [
      (1 - v) * ((1 - u) * a[0] + u * b[0]) + v * ((1 - u) * d[0] + u * c[0]),
      (1 - v) * ((1 - u) * a[1] + u * b[1]) + v * ((1 - u) * d[1] + u * c[1]),
    ];
    const left = quad([244, 262], [400, 270], [400, 444], [178, 430]);
    const right = quad([400, 270], [556, 262], [622, 430], [400, 444]);
    const dots = [left, right]
      .flatMap((page) =>
        range(8).flatMap((i) =>
          range(10).map((j) => page(0.1 + i * 0.11, 0.08 + j * 0.095).map((n) => n.toFixed(1))),
        ),
      )
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="2.2"/>`)
      .join('');
    return `
    ${shadow(400, 480)}
    <path d="M166 440l66-186h336l66 186z" fill="${p.material('#2d4a5e')}"/>
    <path d="M244 262l156 8v174l-222-14z" fill="${p.material('#fbf8f1')}"/>
    <path d="M556 262l-156 8v174l222-14z" fill="${p.material('#f6f1e7')}"/>
    <path d="M392 270h16v174h-16z" fill="#000" opacity=".07"/>
    <g fill="#b5ad9f">${dots}</g>
    <path d="M404 268h10l4 200-9-8-9 10z" fill="${p.material('#c0392b')}"/>
    <g transform="rotate(-24 560 360)"><rect x="470" y="352" width="190" height="14" rx="7" fill="${p.material('#24313d')}"/><path d="M660 352l22 7-22 7z" fill="#c9a227"/></g>`;
  },

  'Single-Origin Colombian Coffee Beans 1kg': (p) => {
    const beans = /** @type {[number, number, number][]} */ ([
      [238, 452, 20],
      [276, 460, -30],
      [528, 455, 40],
      [566, 448, -10],
      [548, 468, 70],
      [254, 470, 80],
    ])
      .map(
        ([x, y, a]) =>
          `<g transform="rotate(${a} ${x} ${y})"><ellipse cx="${x}" cy="${y}" rx="15" ry="10" fill="${p.material('#5a3a22')}"/><path d="M${x - 12} ${y}q12-5 24 0" fill="none" stroke="#2e1c10" stroke-width="2"/></g>`,
      )
      .join('');
    return `
    ${shadow(400, 260)}
    <path d="M300 178h200l22 292H278z" fill="${p.material('#b9925f')}"/>
    <path d="M304 184l-18 276M496 184l18 276" stroke="#8a6a40" stroke-width="3" opacity=".5"/>
    <rect x="294" y="150" width="212" height="34" rx="4" fill="${p.material('#a07a4a')}"/>
    ${vlines(
      range(20).map((i) => 302 + i * 10),
      154,
      180,
      '#7d5d35',
      2,
      0.5,
    )}
    <circle cx="400" cy="226" r="12" fill="#3b2a1a"/><circle cx="400" cy="226" r="5" fill="#7d5d35"/>
    <rect x="328" y="288" width="144" height="118" rx="12" fill="#f4ead6"/>
    <ellipse cx="400" cy="347" rx="30" ry="42" fill="${p.material('#6b4326')}" transform="rotate(25 400 347)"/>
    <path d="M388 312c22 20-8 50 18 72" fill="none" stroke="#f4ead6" stroke-width="5" stroke-linecap="round"/>
    ${gloss(300, 196, 12, 240, 6, 0.16)}
    ${beans}`;
  },

  'Organic Cotton Baby Sleepsuits (3 Pack)': (p) => {
    /**
     * One sleepsuit laid at (x, y), turned `angle` degrees.
     * @param {number} x
     * @param {number} y
     * @param {number} angle
     * @param {string} colour
     * @param {string} feet
     */
    const suit = (x, y, angle, colour, feet) => `
    <g transform="translate(${x} ${y}) rotate(${angle} 80 120)">
      <path d="M55 0q25 18 50 0l45 20 12 62-30 7-7-28v88l10 92H90l-8-80h-4l-8 80H25l10-92V61l-7 28-30-7 12-62z" fill="${p.material(colour)}"/>
      <path d="M25 225h45v20H25zM90 225h45v20H90z" fill="${feet}"/>
      <path d="M55 0q25 18 50 0" fill="none" stroke="${feet}" stroke-width="6"/>
      ${[40, 70, 100, 130].map((cy) => `<circle cx="80" cy="${cy}" r="4" fill="#fff" opacity=".85"/>`).join('')}
    </g>`;
    return `
    ${shadow(400, 460)}
    ${suit(168, 212, -10, '#a6dcc4', '#7fbfa3')}
    ${suit(480, 212, 10, '#f6b8c2', '#e0909e')}
    ${suit(322, 206, 0, '#ffd98a', '#e9b95a')}
    <g fill="#fff" opacity=".7">${
      /** @type {[number, number][]} */ ([
        [372, 300],
        [424, 330],
        [380, 370],
        [430, 400],
      ])
        .map(([x, y]) => `<path d="M${x} ${y - 8}l2.5 5.5 6 .5-4.5 4 1.5 6-5.5-3-5.5 3 1.5-6-4.5-4 6-.5z"/>`)
        .join('')
    }</g>`;
  },

  '18V Cordless Combi Drill Kit': (p) => `
    ${shadow(380, 380)}
    <rect x="470" y="412" width="160" height="58" rx="10" fill="${p.material('#30363a')}"/>
    <rect x="470" y="412" width="160" height="12" rx="6" fill="#1aa88f"/>
    <path d="M326 300h62l20 104h-96z" fill="${p.material('#1aa88f')}"/>
    <path d="M336 318h40l14 80h-60z" fill="#22292d" opacity=".85"/>
    <rect x="382" y="300" width="20" height="44" rx="7" fill="#22292d"/>
    <rect x="270" y="396" width="176" height="74" rx="12" fill="${p.material('#30363a')}"/>
    <rect x="286" y="392" width="144" height="14" rx="5" fill="#1aa88f"/>
    <rect x="256" y="200" width="250" height="112" rx="52" fill="${p.material('#1fb89c')}"/>
    <rect x="246" y="210" width="76" height="92" rx="40" fill="${p.material('#2b3236')}"/>
    <rect x="500" y="214" width="32" height="84" rx="8" fill="${p.material('#2b3236')}"/>
    ${vlines([508, 516, 524], 220, 292, '#4a5358', 3)}
    <path d="M530 228h46l10 12v30l-10 12h-46z" fill="${p.material('#a5aeb4')}"/>
    <path d="M586 250h74v10h-74z" fill="${p.material('#c3cacf')}"/>
    <path d="M600 250l-6 10M616 250l-6 10M632 250l-6 10M648 250l-6 10" stroke="#7f888e" stroke-width="2"/>
    ${gloss(300, 210, 150, 14, 7, 0.28)}`,

  'Harbour at Dusk Giclée Print': (p) => `
    ${shadow(400, 320)}
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2b3a78"/><stop offset=".55" stop-color="#c86b6b"/><stop offset="1" stop-color="#f2c28a"/></linearGradient></defs>
    <rect x="238" y="118" width="324" height="352" rx="4" fill="${p.material('#2f2a26')}"/>
    <rect x="260" y="140" width="280" height="308" fill="#f4efe6"/>
    <rect x="290" y="170" width="220" height="248" fill="url(#sky)"/>
    <circle cx="420" cy="318" r="26" fill="#f7d9a0"/>
    <rect x="290" y="318" width="220" height="100" fill="#1f3358"/>
    <path d="M330 336h60M400 350h44M410 334h22M350 364h70M380 384h40" stroke="#f2b27a" stroke-width="3" opacity=".8"/>
    <path d="M290 318h90v-14h-90z" fill="#17223a"/>
    <path d="M322 304v-44h10v44z" fill="#e9e4da"/><path d="M318 262h18l-9-12z" fill="#c0392b"/>
    <path d="M440 330h50l-8 10h-34z" fill="#101a2c"/><path d="M462 330v-44l22 40z" fill="#e9e4da"/>
    ${gloss(246, 126, 300, 8, 4, 0.12)}`,

  'Solid Spruce Acoustic Guitar': (p) => `
    ${shadow(400, 200)}
    <path d="M384 58h32l6 44h-44z" fill="${p.material('#3b2414')}"/>
    ${[66, 80, 94].map((y) => `<circle cx="373" cy="${y}" r="5" fill="#c9ced4"/><circle cx="427" cy="${y}" r="5" fill="#c9ced4"/>`).join('')}
    <rect x="388" y="98" width="24" height="136" fill="${p.material('#6b3e22')}"/>
    ${[118, 138, 156, 173, 189, 204, 218].map((y) => `<path d="M388 ${y}h24" stroke="#d8d8d8" stroke-width="2"/>`).join('')}
    <path d="M400 222c45 0 72 23 70 60-1 28-22 40-18 58 4 16 44 25 44 60 0 45-41 72-96 72s-96-27-96-72c0-35 40-44 44-60 4-18-17-30-18-58-2-37 25-60 70-60z" fill="${p.material('#e6b36e')}" stroke="#5a3a1e" stroke-width="4"/>
    <circle cx="400" cy="318" r="33" fill="none" stroke="#7a5230" stroke-width="5"/>
    <circle cx="400" cy="318" r="25" fill="#2b1a0e"/>
    <path d="M430 340c20 6 30 24 22 40-14-2-24-16-22-40z" fill="#5a3320" opacity=".8"/>
    <rect x="362" y="404" width="76" height="14" rx="4" fill="${p.material('#3b2414')}"/>
    <g stroke="#f2f2f2" stroke-width="1.2" opacity=".85">${range(6)
      .map((i) => `<path d="M${391 + i * 3.6} 66V410"/>`)
      .join('')}</g>
    ${gloss(322, 270, 14, 40, 7, 0.25)}${gloss(316, 380, 16, 50, 8, 0.22)}`,

  'Cabin Hard Shell Suitcase 55cm': (p) => `
    ${shadow(400, 250)}
    <rect x="360" y="92" width="9" height="110" fill="${p.material('#aab1b9')}"/>
    <rect x="431" y="92" width="9" height="110" fill="${p.material('#aab1b9')}"/>
    <rect x="350" y="82" width="100" height="20" rx="10" fill="${p.material('#2d3436')}"/>
    <rect x="370" y="176" width="60" height="18" rx="9" fill="${p.material('#2d3436')}"/>
    <rect x="290" y="188" width="220" height="266" rx="30" fill="${p.material('#2e7fc9')}"/>
    ${[328, 368, 432, 472].map((x) => `<rect x="${x - 5}" y="204" width="10" height="234" rx="5" fill="#0b2a48" opacity=".16"/><rect x="${x - 9}" y="204" width="4" height="234" rx="2" fill="#fff" opacity=".22"/>`).join('')}
    <path d="M290 228v-10q0-30 30-30h10v20h-20q-20 0-20 20zM510 228v-10q0-30-30-30h-10v20h20q20 0 20 20z" fill="#1c2a36" opacity=".6"/>
    ${[312, 488].map((x) => `<rect x="${x - 8}" y="448" width="16" height="10" fill="#2d3436"/><circle cx="${x}" cy="462" r="10" fill="${p.material('#1e2326')}"/>`).join('')}
    ${gloss(300, 210, 12, 220, 6, 0.2)}`,

  '4K Ultra HD Streaming Stick': (p) => `
    ${shadow(470, 110)}${shadow(320, 200)}
    <rect x="420" y="150" width="100" height="320" rx="44" fill="${p.material('#2b3136')}"/>
    <circle cx="470" cy="232" r="36" fill="${p.material('#3f474d')}"/>
    <circle cx="470" cy="232" r="15" fill="${p.material('#5b656c')}"/>
    <circle cx="470" cy="180" r="6" fill="#e05252"/>
    ${
      /** @type {[number, number][]} */ ([
        [446, 300],
        [494, 300],
        [446, 340],
        [494, 340],
      ])
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="11" fill="${p.material('#5b656c')}"/>`)
        .join('')
    }
    <rect x="455" y="374" width="30" height="64" rx="15" fill="${p.material('#4a5359')}"/>
    ${gloss(430, 170, 10, 260, 5, 0.15)}
    <rect x="220" y="412" width="160" height="58" rx="22" fill="${p.material('#1d2327')}"/>
    <circle cx="246" cy="441" r="4" fill="#f2f2f2"/>
    <rect x="378" y="426" width="46" height="30" rx="3" fill="${p.material('#c3cacf')}"/>
    <path d="M386 434h30l-4 14h-22z" fill="#2b3136"/>`,

  'Compact Mechanical Keyboard': (p) => {
    const rows = [
      [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2],
      [1.5, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1.5],
      [1.75, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2.25],
      [2.25, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1.75, 1],
      [1.25, 1.25, 1.25, 6.25, 1, 1, 1, 1, 1],
    ];
    const top = 256;
    const bottom = 440;
    /**
     * The keyboard's left and right edges at height `y`.
     * @param {number} y
     * @returns {[number, number]}
     */
    const edge = (y) => {
      const t = (y - top) / (bottom - top);
      return [196 - 40 * t, 604 + 40 * t];
    };
    const keys = rows
      .flatMap((row, r) => {
        const y = 270 + r * 33;
        const [l, rr] = edge(y + 14);
        const unit = (rr - l - 24) / 15;
        let x = l + 12;
        return row.map((w, k) => {
          const accent = (r === 0 && k === 0) || (r === 2 && k === row.length - 1);
          const colour = accent ? '#e8793a' : r === 4 && k === 3 ? '#d9d6d0' : '#ecebe7';
          const key = `<rect x="${(x + 1.5).toFixed(1)}" y="${y}" width="${(w * unit - 3).toFixed(1)}" height="30" rx="5" fill="${accent ? '#b85a25' : '#a9a7a2'}"/><rect x="${(x + 3.5).toFixed(1)}" y="${y - 1}" width="${(w * unit - 7).toFixed(1)}" height="23" rx="4" fill="${colour}"/>`;
          x += w * unit;
          return key;
        });
      })
      .join('');
    return `
    ${shadow(400, 500)}
    <path d="M400 258c0-50 60-60 120-90s80-40 100-36" fill="none" stroke="#2b2f33" stroke-width="8" stroke-linecap="round"/>
    <path d="M190 254h420l40 186H150z" fill="${p.material('#3c424a')}"/>
    <rect x="150" y="436" width="500" height="30" rx="8" fill="${p.material('#262a2f')}"/>
    ${keys}
    ${gloss(196, 258, 400, 6, 3, 0.18)}`;
  },

  'Bamboo Chopping Board Set': (p) => {
    /**
     * One board at (x, y), `w` x `h` px with corner radius `r`.
     * @param {number} x
     * @param {number} y
     * @param {number} w
     * @param {number} h
     * @param {number} r
     * @param {string} colour
     */
    const board = (x, y, w, h, r, colour) => `
      <path d="${roundRect(x, y, w, h, r)}${roundRect(x + w / 2 - 36, y + 24, 72, 22, 11)}" fill="${p.material(colour)}" fill-rule="evenodd"/>
      ${vlines(
        range(Math.floor(w / 18) - 1).map((i) => x + 18 + i * 18),
        y + 56,
        y + h - r,
        '#7d5b2a',
        2,
        0.18,
      )}`;
    return `
    ${shadow(400, 420)}
    ${board(200, 140, 260, 330, 28, '#d6b06e')}
    ${board(326, 208, 224, 262, 24, '#c79a57')}
    ${board(432, 292, 176, 178, 20, '#e0c184')}
    ${gloss(212, 200, 10, 240, 5, 0.2)}`;
  },

  'Packable Waterproof Rain Jacket': (p) => `
    ${shadow(400, 440)}
    <path d="M330 184q0-88 70-92 70 4 70 92z" fill="${p.material('#e3b10c')}"/>
    <path d="M296 186l-46 18-46 226 50 12 36-160zM504 186l46 18 46 226-50 12-36-160z" fill="${p.material('#f0bd12')}"/>
    <path d="M204 420l50 12-6 24-50-12zM596 420l-50 12 6 24 50-12z" fill="#b58a08"/>
    <path d="M296 182h208q20 8 20 30l4 244H272l4-244q0-22 20-30z" fill="${p.material('#f4c617')}"/>
    <path d="M346 184q54-58 108 0-54 22-108 0z" fill="#4a4740"/>
    <path d="M400 198v258" stroke="#2d3436" stroke-width="5"/>
    <rect x="395" y="204" width="10" height="22" rx="3" fill="#2d3436"/>
    <path d="M372 192v40M428 192v40" stroke="#2d3436" stroke-width="2"/>
    <circle cx="372" cy="236" r="5" fill="#2d3436"/><circle cx="428" cy="236" r="5" fill="#2d3436"/>
    <path d="M300 338l70-8 2 12-70 8zM500 338l-70-8-2 12 70 8z" fill="#c99a0a"/>
    <rect x="272" y="438" width="256" height="18" rx="5" fill="#d9a90b"/>
    ${gloss(284, 220, 14, 190, 7, 0.22)}`,

  'Bluetooth Bookshelf Speakers (Pair)': (p) => {
    /**
     * One speaker whose left side is at `x`.
     * @param {number} x
     */
    const speaker = (x) => `
      <rect x="${x}" y="214" width="168" height="256" rx="10" fill="${p.material('#8a5a34')}"/>
      <rect x="${x + 10}" y="224" width="148" height="236" rx="6" fill="${p.material('#23272b')}"/>
      <circle cx="${x + 84}" cy="274" r="20" fill="#3a3f44"/><circle cx="${x + 84}" cy="274" r="10" fill="${p.material('#a3aab0')}"/>
      <circle cx="${x + 84}" cy="372" r="56" fill="#15181b"/>
      <circle cx="${x + 84}" cy="372" r="46" fill="${p.material('#434a50')}"/>
      <circle cx="${x + 84}" cy="372" r="16" fill="${p.material('#75808a')}"/>
      <ellipse cx="${x + 84}" cy="444" rx="18" ry="6" fill="#000"/>`;
    return `
    ${shadow(294, 170)}${shadow(506, 170)}
    ${speaker(210)}${speaker(422)}
    <circle cx="294" cy="244" r="3" fill="#4fc3f7"/>
    ${gloss(214, 220, 8, 240, 4, 0.2)}${gloss(426, 220, 8, 240, 4, 0.2)}`;
  },

  'Conical Burr Coffee Grinder': (p) => `
    ${shadow(400, 220)}
    <path d="M322 232h156l26-112H296z" fill="#dbe5ec" opacity=".6"/>
    <g>${range(14)
      .map(
        (i) =>
          `<ellipse cx="${330 + ((i * 37) % 140)}" cy="${222 - Math.floor(i / 5) * 16 - (i % 2) * 6}" rx="11" ry="7" fill="${p.material('#5a3a22')}" transform="rotate(${(i * 40) % 180} ${330 + ((i * 37) % 140)} ${222 - Math.floor(i / 5) * 16 - (i % 2) * 6})"/>`,
      )
      .join('')}</g>
    <path d="M322 232h156l26-112H296z" fill="none" stroke="#9fb0bb" stroke-width="3"/>
    ${gloss(304, 130, 10, 90, 5, 0.4)}
    <rect x="290" y="104" width="220" height="22" rx="9" fill="${p.material('#2d3436')}"/>
    <rect x="314" y="228" width="172" height="200" rx="18" fill="${p.material('#c3cad0')}"/>
    <circle cx="400" cy="282" r="26" fill="${p.material('#2d3436')}"/><rect x="397" y="258" width="6" height="14" rx="3" fill="#e8e8e8"/>
    <rect x="340" y="326" width="120" height="98" rx="10" fill="#1c2024"/>
    <rect x="352" y="356" width="96" height="64" rx="8" fill="${p.material('#4a5258')}"/>
    <ellipse cx="400" cy="358" rx="44" ry="7" fill="#6b4a30"/>
    <rect x="298" y="420" width="204" height="50" rx="14" fill="${p.material('#2d3436')}"/>
    ${gloss(324, 240, 12, 170, 6, 0.3)}`,

  'Slim Fit Stretch Chinos': (p) => `
    ${shadow(400, 260)}
    <path d="M302 136h196l22 316H420l-18-236h-4l-18 236H280z" fill="${p.material('#c7a77a')}"/>
    <rect x="300" y="108" width="200" height="32" rx="6" fill="${p.material('#b3925f')}"/>
    ${[318, 356, 444, 482].map((x) => `<rect x="${x}" y="104" width="10" height="38" rx="3" fill="${p.material('#a5844f')}"/>`).join('')}
    <circle cx="400" cy="124" r="6" fill="#5b4a32"/>
    <path d="M400 142q12 38 2 72" fill="none" stroke="#8f7146" stroke-width="3"/>
    <path d="M312 142q22 48-8 64M488 142q-22 48 8 64" fill="none" stroke="#8f7146" stroke-width="3"/>
    <path d="M334 230l-8 216M466 230l8 216" stroke="#8f7146" stroke-width="2" opacity=".4"/>
    <path d="M279 446h102l-1 22H277zM419 446h102l2 22H420z" fill="${p.material('#b3925f')}"/>
    ${gloss(296, 170, 12, 240, 6, 0.18)}`,

  'Adjustable Dumbbell Set 2-24kg': (p) => {
    /**
     * One dumbbell centred on (cx, cy), scaled by `s`, its plates in `tone` and dark grey.
     * @param {number} cx
     * @param {number} cy
     * @param {number} s
     * @param {string} tone
     */
    const bell = (cx, cy, s, tone) => {
      const heights = [150, 150, 140, 128];
      /** @param {-1 | 1} side */
      const plates = (side) =>
        heights
          .map((h, i) => {
            const x = side < 0 ? cx - 78 - (i + 1) * 24 : cx + 78 + i * 24;
            return `<rect x="${x}" y="${cy - (h * s) / 2}" width="22" height="${h * s}" rx="8" fill="${p.material(i % 2 ? tone : '#3a4147')}"/><rect x="${x + 3}" y="${cy - (h * s) / 2 + 10}" width="4" height="${h * s - 20}" rx="2" fill="#c0392b" opacity=".9"/>`;
          })
          .join('');
      return `
      <rect x="${cx - 82}" y="${cy - 11}" width="164" height="22" rx="8" fill="${p.material('#b3bac0')}"/>
      ${vlines(
        range(13).map((i) => cx - 54 + i * 9),
        cy - 10,
        cy + 10,
        '#7c858c',
        2,
      )}
      <rect x="${cx - 92}" y="${cy - 26}" width="14" height="52" rx="5" fill="${p.material('#8d959c')}"/><rect x="${cx + 78}" y="${cy - 26}" width="14" height="52" rx="5" fill="${p.material('#8d959c')}"/>
      ${plates(-1)}${plates(1)}
      <rect x="${cx - 188}" y="${cy - 16}" width="14" height="32" rx="5" fill="${p.material('#8d959c')}"/><rect x="${cx + 174}" y="${cy - 16}" width="14" height="32" rx="5" fill="${p.material('#8d959c')}"/>`;
    };
    return `
    ${shadow(400, 400)}
    <g transform="translate(420 300) scale(.8) translate(-400 -300)">${bell(400, 300, 1, '#2b3035')}</g>
    ${bell(390, 392, 1, '#2b3035')}`;
  },
};

/**
 * The product picture `n` (1-based) of the product named `name`: its drawing on the studio
 * backdrop, 800 x 600 px. Picture 1 shows the whole product; 2 is a closer view, 3 a wider one
 * (the same light and backdrop). Returns SVG markup; throws if the product has no drawing.
 * @param {string} name
 * @param {number} [n]
 * @returns {string}
 */
export function productSvg(name, n = 1) {
  const draw = DRAWINGS[name];
  if (!draw) throw new Error(`no drawing for the sample product '${name}'`);
  const view =
    n === 2
      ? 'translate(400 330) scale(1.28) translate(-400 -330)'
      : n === 3
        ? 'translate(400 300) scale(.8) translate(-400 -300)'
        : '';
  return studioPicture(name, (p) => `<g${view ? ` transform="${view}"` : ''}>${draw(p)}</g>`);
}

/**
 * A picture `width` x `height` px (default 800 x 600): the studio backdrop, lit from the upper
 * left, with the art drawn by `drawArt(paints)`, which may use `paints.material(hex)`. `label`
 * is the image's accessible name. Returns SVG markup.
 * @param {string} label
 * @param {(paints: Paints) => string} drawArt
 * @param {number} [width] px
 * @param {number} [height] px
 * @returns {string}
 */
export function studioPicture(label, drawArt, width = WIDTH, height = HEIGHT) {
  const paints = createPaints();
  const art = drawArt(paints);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${esc(label)}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f3f1ed"/><stop offset=".7" stop-color="#e8e4de"/><stop offset="1" stop-color="#dcd6ce"/></linearGradient>
    <radialGradient id="key" cx=".22" cy=".1" r=".9"><stop offset="0" stop-color="#fff" stop-opacity=".75"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
    <filter id="soft" x="-30%" y="-200%" width="160%" height="500%"><feGaussianBlur stdDeviation="9"/></filter>
    ${paints.defs()}
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <rect width="${width}" height="${height}" fill="url(#key)"/>
  ${art}
</svg>
`;
}

/**
 * Escapes text for an SVG attribute.
 * @param {string} text
 */
function esc(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
