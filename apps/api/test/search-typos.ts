/**
 * The typo test set of search: queries over the sample catalogue
 * (@shop/sample-catalogue, ids 1..30) as shoppers mistype them, each with the product they mean.
 * Classes: `edit1` one letter wrong, missing, extra or two letters swapped; `edit2` two such
 * mistakes (in one word or across words); `prefix` the start of a word (as typed so far);
 * `accent` accents added, removed or capitals. Relevance holds when the intended product is in
 * the first 10 results of at least SEARCH_RECALL_TARGET of them (search.test.ts;
 * `pnpm search:recall` prints the figures).
 */

/** One query of the set and the product (id in the sample catalogue) it means. */
export interface TypoQuery {
  q: string;
  id: number;
  kind: 'edit1' | 'edit2' | 'prefix' | 'accent';
}

/** The least share of queries whose intended product must be in the top 10. */
export const SEARCH_RECALL_TARGET = 0.9;

/** How many results count (recall@10). */
export const SEARCH_RECALL_AT = 10;

export const TYPO_QUERIES: readonly TypoQuery[] = [
  // 1 Aurora Wireless Noise-Cancelling Headphones
  { q: 'hedphones', id: 1, kind: 'edit1' },
  { q: 'wireles headphnes', id: 1, kind: 'edit2' },
  { q: 'headph', id: 1, kind: 'prefix' },
  { q: 'noise cancélling', id: 1, kind: 'accent' },
  // 2 Oak & Linen Three-Seater Sofa
  { q: 'sofaa', id: 2, kind: 'edit1' },
  { q: 'linnen sofa', id: 2, kind: 'edit1' },
  { q: 'thre seeter sofa', id: 2, kind: 'edit2' },
  { q: 'three-sea', id: 2, kind: 'prefix' },
  // 3 Enamelled Cast Iron Casserole 5.2L
  { q: 'caserole', id: 3, kind: 'edit1' },
  { q: 'enameled cast iorn', id: 3, kind: 'edit2' },
  { q: 'casser', id: 3, kind: 'prefix' },
  { q: 'CASSERÔLE', id: 3, kind: 'accent' },
  // 4 Merino Wool Crew Neck Jumper
  { q: 'merin jumper', id: 4, kind: 'edit1' },
  { q: 'mareno jumpr', id: 4, kind: 'edit2' },
  { q: 'jump', id: 4, kind: 'prefix' },
  { q: 'mérino wool', id: 4, kind: 'accent' },
  // 5 Pulse Smartwatch Series 3
  { q: 'smartwach', id: 5, kind: 'edit1' },
  { q: 'smrtwatch sereis', id: 5, kind: 'edit2' },
  { q: 'smartw', id: 5, kind: 'prefix' },
  { q: 'pülse smartwatch', id: 5, kind: 'accent' },
  // 6 The Cartographer's Daughter (Hardback)
  { q: 'cartographers dauhgter', id: 6, kind: 'edit1' },
  { q: 'cartografer doughter', id: 6, kind: 'edit2' },
  { q: 'cartog', id: 6, kind: 'prefix' },
  { q: 'hardbäck', id: 6, kind: 'accent' },
  // 7 Timber Town Wooden Train Set
  { q: 'wooden trian set', id: 7, kind: 'edit1' },
  { q: 'woodden tarin', id: 7, kind: 'edit2' },
  { q: 'timber tow', id: 7, kind: 'prefix' },
  { q: 'wóoden train', id: 7, kind: 'accent' },
  // 8 Trailblazer 30L Hiking Backpack
  { q: 'hiking backpak', id: 8, kind: 'edit1' },
  { q: 'hikking bakpak', id: 8, kind: 'edit2' },
  { q: 'trailbl', id: 8, kind: 'prefix' },
  { q: 'BACKPACK', id: 8, kind: 'accent' },
  // 9 Rosehip & Vitamin C Brightening Serum
  { q: 'rosehip serun', id: 9, kind: 'edit1' },
  { q: 'vitamine brightning', id: 9, kind: 'edit2' },
  { q: 'rosehi', id: 9, kind: 'prefix' },
  { q: 'sérum', id: 9, kind: 'accent' },
  // 10 Natural Cork Yoga Mat
  { q: 'yoga matt', id: 10, kind: 'edit1' },
  { q: 'cokr yogga', id: 10, kind: 'edit2' },
  { q: 'yog', id: 10, kind: 'prefix' },
  { q: 'yóga', id: 10, kind: 'accent' },
  // 11 Nordic Walnut Coffee Table
  { q: 'walnut cofee table', id: 11, kind: 'edit1' },
  { q: 'wallnut tabel', id: 11, kind: 'edit2' },
  { q: 'nordic wal', id: 11, kind: 'prefix' },
  { q: 'nördic walnut', id: 11, kind: 'accent' },
  // 12 Portable Tyre Inflator with Digital Gauge
  { q: 'tyre inflater', id: 12, kind: 'edit1' },
  { q: 'tire inflatr', id: 12, kind: 'edit2' },
  { q: 'inflat', id: 12, kind: 'prefix' },
  { q: 'digital gaugé', id: 12, kind: 'accent' },
  // 13 Galvanised Steel Raised Garden Bed
  { q: 'raised gardn bed', id: 13, kind: 'edit1' },
  { q: 'galvanized stell', id: 13, kind: 'edit2' },
  { q: 'galvan', id: 13, kind: 'prefix' },
  { q: 'GARDEN BÉD', id: 13, kind: 'accent' },
  // 14 Sterling Silver Hoop Earrings
  { q: 'silver earings', id: 14, kind: 'edit1' },
  { q: 'sterlin silvr hoops', id: 14, kind: 'edit2' },
  { q: 'earr', id: 14, kind: 'prefix' },
  { q: 'éarrings', id: 14, kind: 'accent' },
  // 15 Orthopaedic Memory Foam Dog Bed
  { q: 'orthopedic dog bed', id: 15, kind: 'edit1' },
  { q: 'memmory fome', id: 15, kind: 'edit2' },
  { q: 'orthop', id: 15, kind: 'prefix' },
  { q: 'orthopædic', id: 15, kind: 'accent' },
  // 16 A5 Dotted Notebook, Lay-Flat
  { q: 'doted notebook', id: 16, kind: 'edit1' },
  { q: 'dottted notbok', id: 16, kind: 'edit2' },
  { q: 'noteb', id: 16, kind: 'prefix' },
  { q: 'NOTEBOOK', id: 16, kind: 'accent' },
  // 17 Single-Origin Colombian Coffee Beans 1kg
  { q: 'colombian coffe beans', id: 17, kind: 'edit1' },
  { q: 'columbian cofee', id: 17, kind: 'edit2' },
  { q: 'colomb', id: 17, kind: 'prefix' },
  { q: 'colómbian coffee', id: 17, kind: 'accent' },
  // 18 Organic Cotton Baby Sleepsuits (3 Pack)
  { q: 'baby sleepsuts', id: 18, kind: 'edit1' },
  { q: 'orgainc coton sleepsuits', id: 18, kind: 'edit2' },
  { q: 'sleeps', id: 18, kind: 'prefix' },
  { q: 'bäby sleepsuits', id: 18, kind: 'accent' },
  // 19 18V Cordless Combi Drill Kit
  { q: 'cordles drill', id: 19, kind: 'edit1' },
  { q: 'cordlless dril kit', id: 19, kind: 'edit2' },
  { q: 'cordl', id: 19, kind: 'prefix' },
  { q: 'cómbi drill', id: 19, kind: 'accent' },
  // 20 Harbour at Dusk Giclée Print
  { q: 'giclee', id: 20, kind: 'accent' },
  { q: 'GICLÉE PRINT', id: 20, kind: 'accent' },
  { q: 'harbor at dusk', id: 20, kind: 'edit1' },
  { q: 'gicle prnt', id: 20, kind: 'edit2' },
  { q: 'harbou', id: 20, kind: 'prefix' },
  // 21 Solid Spruce Acoustic Guitar
  { q: 'acoustic guitr', id: 21, kind: 'edit1' },
  { q: 'acustic gitar', id: 21, kind: 'edit2' },
  { q: 'guit', id: 21, kind: 'prefix' },
  { q: 'acoustic guitár', id: 21, kind: 'accent' },
  // 22 Cabin Hard Shell Suitcase 55cm
  { q: 'suitcse', id: 22, kind: 'edit1' },
  { q: 'cabbin suitcace', id: 22, kind: 'edit2' },
  { q: 'suitc', id: 22, kind: 'prefix' },
  { q: 'cabin suitcäse', id: 22, kind: 'accent' },
  // 23 4K Ultra HD Streaming Stick
  { q: 'streaming stik', id: 23, kind: 'edit1' },
  { q: 'streeming stcik', id: 23, kind: 'edit2' },
  { q: 'stream', id: 23, kind: 'prefix' },
  { q: 'ültra hd', id: 23, kind: 'accent' },
  // 24 Compact Mechanical Keyboard
  { q: 'mechanical keybaord', id: 24, kind: 'edit1' },
  { q: 'mecanical keybord', id: 24, kind: 'edit2' },
  { q: 'keyb', id: 24, kind: 'prefix' },
  { q: 'mechánical keyboard', id: 24, kind: 'accent' },
  // 25 Bamboo Chopping Board Set
  { q: 'bambo chopping board', id: 25, kind: 'edit1' },
  { q: 'choping bord', id: 25, kind: 'edit2' },
  { q: 'chopp', id: 25, kind: 'prefix' },
  { q: 'bambóo', id: 25, kind: 'accent' },
  // 26 Packable Waterproof Rain Jacket
  { q: 'waterprof jacket', id: 26, kind: 'edit1' },
  { q: 'watreproof jaket', id: 26, kind: 'edit2' },
  { q: 'waterp', id: 26, kind: 'prefix' },
  { q: 'rain jäcket', id: 26, kind: 'accent' },
  // 27 Bluetooth Bookshelf Speakers (Pair)
  { q: 'bluetooth speakrs', id: 27, kind: 'edit1' },
  { q: 'blutooth bookshelve speakers', id: 27, kind: 'edit2' },
  { q: 'bookshel', id: 27, kind: 'prefix' },
  { q: 'bookshelf spéakers', id: 27, kind: 'accent' },
  // 28 Conical Burr Coffee Grinder
  { q: 'coffee grindr', id: 28, kind: 'edit1' },
  { q: 'conicle bur grinder', id: 28, kind: 'edit2' },
  { q: 'grind', id: 28, kind: 'prefix' },
  { q: 'cónical burr', id: 28, kind: 'accent' },
  // 29 Slim Fit Stretch Chinos
  { q: 'stretch chino', id: 29, kind: 'edit1' },
  { q: 'strech chinoes', id: 29, kind: 'edit2' },
  { q: 'chin', id: 29, kind: 'prefix' },
  { q: 'chinós', id: 29, kind: 'accent' },
  // 30 Adjustable Dumbbell Set 2-24kg
  { q: 'dumbell set', id: 30, kind: 'edit1' },
  { q: 'ajustable dumbel', id: 30, kind: 'edit2' },
  { q: 'dumbb', id: 30, kind: 'prefix' },
  { q: 'ädjustable dumbbell', id: 30, kind: 'accent' },
];
