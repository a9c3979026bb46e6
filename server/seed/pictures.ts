// Pictures for the demo ads: a clean product-photo stand-in per kind of category (a car, a motorbike, a
// phone, a laptop, a TV, a house, a block of flats, a sofa, a shirt, a briefcase, a parcel), drawn as SVG on
// a studio backdrop with a soft shadow and rendered to a 1200×900 JPEG with sharp. No text: servers may lack
// Bengali fonts. Colours, backdrop, size, position and shape details vary with every call.
import sharp from 'sharp';
import type { CategoryDef } from '../../core/catalogue.ts';
import type { Random } from './random.ts';

const WIDTH = 1200;
const HEIGHT = 900;

export type Subject =
  'car' | 'motorbike' | 'phone' | 'laptop' | 'tv' | 'house' | 'flats' | 'sofa' | 'shirt' | 'briefcase' | 'parcel';

/** Subjects by leaf slug, where the leaf says more than its top-level category. */
const BY_CATEGORY: Readonly<Record<string, Subject>> = {
  'motorbikes-scooters': 'motorbike',
  bicycles: 'motorbike',
  laptops: 'laptop',
  'desktop-computers': 'tv',
  tvs: 'tv',
  'tv-video-accessories': 'tv',
  'mobile-phones': 'phone',
  'tablets-accessories': 'phone',
  'apartments-for-sale': 'flats',
  'apartment-rentals': 'flats',
  'commercial-property-rentals': 'flats',
  'commercial-properties-for-sale': 'flats',
  'houses-for-sale': 'house',
  'house-rentals': 'house',
  'land-for-sale': 'house',
  'room-rentals': 'house',
};

/** Subjects of a top-level category with their weights (the seeder renders per top-level category). */
const BY_TOP: Readonly<Record<string, readonly (readonly [Subject, number])[]>> = {
  vehicles: [
    ['car', 7],
    ['motorbike', 3],
  ],
  mobiles: [['phone', 1]],
  electronics: [
    ['laptop', 4],
    ['tv', 4],
    ['phone', 2],
  ],
  property: [
    ['house', 1],
    ['flats', 1],
  ],
  'home-living': [['sofa', 1]],
  'fashion-beauty': [['shirt', 1]],
  jobs: [['briefcase', 1]],
  'overseas-jobs': [['briefcase', 1]],
};

export async function renderSeedPicture(random: Random, category: CategoryDef, topLevelSlug: string): Promise<Buffer> {
  const subject = BY_CATEGORY[category.slug] ?? random.weighted(BY_TOP[topLevelSlug] ?? [['parcel', 1]]);
  const svg = composeSvg(random, subject);
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

/**
 * A banner strip of `width`×`height` (6:1, the home and results slots' box): the brand's green, and the subject's
 * product photo on the right. No text, as for the ad pictures: the banner's words are its alt text, in bn and en.
 */
export async function renderSeedBanner(random: Random, subject: Subject, width = 1200, height = 200): Promise<Buffer> {
  const photo = await sharp(Buffer.from(composeSvg(random, subject)))
    .resize({ height, width: Math.round((height * WIDTH) / HEIGHT) })
    .png()
    .toBuffer();
  const backdrop = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#0f5132"/><stop offset="1" stop-color="#1f8a5a"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#b)"/>
    <circle cx="${Math.round(width * 0.18)}" cy="${Math.round(height / 2)}" r="${Math.round(height * 0.32)}" fill="#f6c445"/>
    <rect x="${Math.round(width * 0.3)}" y="${Math.round(height * 0.3)}" width="${Math.round(width * 0.28)}" height="${Math.round(height * 0.14)}" rx="8" fill="#ffffff" opacity="0.9"/>
    <rect x="${Math.round(width * 0.3)}" y="${Math.round(height * 0.56)}" width="${Math.round(width * 0.18)}" height="${Math.round(height * 0.1)}" rx="6" fill="#ffffff" opacity="0.6"/></svg>`;
  return sharp(Buffer.from(backdrop))
    .composite([{ input: photo, left: width - Math.round((height * WIDTH) / HEIGHT), top: 0 }])
    .jpeg({ quality: 82 })
    .toBuffer();
}

// ---------------------------------------------------------------------------------------------
// Colours

function hsl(h: number, s: number, l: number): string {
  const sat = s / 100;
  const light = l / 100;
  const k = (n: number) => (n + h / 30) % 12;
  const a = sat * Math.min(light, 1 - light);
  const channel = (n: number) => {
    const value = light - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

interface Palette {
  readonly main: string;
  readonly light: string;
  readonly dark: string;
  readonly accent: string;
}

function palette(random: Random): Palette {
  const hue = random.int(0, 359);
  const saturation = random.int(35, 75);
  // greys and blacks are common product colours too
  const grey = random.chance(0.2);
  const s = grey ? random.int(0, 8) : saturation;
  const l = random.int(30, 55);
  return {
    main: hsl(hue, s, l),
    light: hsl(hue, s, Math.min(85, l + 22)),
    dark: hsl(hue, s, Math.max(10, l - 18)),
    accent: hsl((hue + 180) % 360, 60, 55),
  };
}

// ---------------------------------------------------------------------------------------------
// The picture: backdrop, shadow, subject

function composeSvg(random: Random, subject: Subject): string {
  const backHue = random.int(0, 359);
  const backSat = random.int(8, 35);
  const top = hsl(backHue, backSat, random.int(88, 96));
  const bottom = hsl(backHue, backSat, random.int(72, 84));
  const floor = hsl(backHue, backSat, random.int(64, 76));
  const horizon = random.int(560, 640);
  const colours = palette(random);
  const scale = random.int(88, 108) / 100;
  const cx = WIDTH / 2 + random.int(-60, 60);
  const base = horizon + random.int(60, 120);
  const { body, width, height } = draw(random, subject, colours);
  // tall subjects (a phone, a block of flats) are shrunk to keep a margin above them
  const fit = Math.min(scale, (base - 70) / height, (WIDTH - 160) / width);
  const shadowRx = (width / 2) * fit * 1.05;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs>
<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bottom}"/><stop offset="1" stop-color="${floor}"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.4" r="0.7"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
<linearGradient id="sheen" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.45"/><stop offset="0.5" stop-color="#ffffff" stop-opacity="0"/></linearGradient>
<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1d2733"/><stop offset="0.55" stop-color="#3a4a5c"/><stop offset="1" stop-color="#0f141a"/></linearGradient>
<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${random.int(14, 24)}"/></filter>
</defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#wall)"/>
<rect y="${horizon}" width="${WIDTH}" height="${HEIGHT - horizon}" fill="url(#floor)"/>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#glow)"/>
<ellipse cx="${cx}" cy="${base}" rx="${shadowRx.toFixed(1)}" ry="${(28 * fit).toFixed(1)}" fill="#000000" fill-opacity="0.32" filter="url(#soft)"/>
<g transform="translate(${cx} ${base}) scale(${fit.toFixed(3)})">${body}</g>
</svg>`;
}

interface Drawing {
  /** SVG drawn with its base (where it touches the floor) at y = 0, centred on x = 0. */
  readonly body: string;
  readonly width: number;
  readonly height: number;
}

function draw(random: Random, subject: Subject, c: Palette): Drawing {
  switch (subject) {
    case 'car':
      return car(random, c);
    case 'motorbike':
      return motorbike(random, c);
    case 'phone':
      return phone(random, c);
    case 'laptop':
      return laptop(random, c);
    case 'tv':
      return tv(random, c);
    case 'house':
      return house(random, c);
    case 'flats':
      return flats(random, c);
    case 'sofa':
      return sofa(random, c);
    case 'shirt':
      return shirt(random, c);
    case 'briefcase':
      return briefcase(random, c);
    case 'parcel':
      return parcel(random, c);
  }
}

function wheel(x: number, r: number, rim: string): string {
  return `<circle cx="${x}" cy="${-r}" r="${r}" fill="#1b1b1b"/><circle cx="${x}" cy="${-r}" r="${r * 0.62}" fill="${rim}"/><circle cx="${x}" cy="${-r}" r="${r * 0.22}" fill="#2a2a2a"/>`;
}

function car(random: Random, c: Palette): Drawing {
  // a sedan, a hatchback or an SUV from the side
  const kind = random.pick(['sedan', 'hatchback', 'suv'] as const);
  const h = kind === 'suv' ? 60 : 0;
  const roofEnd = kind === 'hatchback' ? 250 : 170;
  const r = kind === 'suv' ? 62 : 55;
  const rim = random.pick(['#c9ced6', '#9aa3ad', '#e3e6ea']);
  const bodyPath = `M-380,-60 L-380,-${150 + h / 2} Q-370,-${185 + h / 2} -300,-${195 + h / 2} L-190,-${205 + h} L-120,-${300 + h} Q-100,-${315 + h} -60,-${315 + h} L${roofEnd - 60},-${315 + h} Q${roofEnd - 30},-${312 + h} ${roofEnd},-${280 + h} L${roofEnd + 60},-${210 + h} L330,-${190 + h / 2} Q385,-${180 + h / 2} 385,-${130 + h / 2} L385,-60 Z`;
  const windows = `M-165,-${212 + h} L-105,-${290 + h} Q-95,-${300 + h} -70,-${300 + h} L-10,-${300 + h} L-10,-${212 + h} Z M10,-${212 + h} L10,-${300 + h} L${roofEnd - 65},-${300 + h} Q${roofEnd - 40},-${297 + h} ${roofEnd - 20},-${272 + h} L${roofEnd + 25},-${212 + h} Z`;
  return {
    width: 780,
    height: 320 + h,
    body: `<path d="${bodyPath}" fill="${c.main}"/><path d="${bodyPath}" fill="url(#sheen)"/>
<path d="${windows}" fill="url(#glass)"/>
<path d="M-380,-95 L385,-95" stroke="${c.dark}" stroke-width="6"/>
<path d="M0,-${205 + h} L0,-95 M${roofEnd + 30},-${205 + h} L${roofEnd + 40},-95" stroke="${c.dark}" stroke-width="3" fill="none"/>
<rect x="-60" y="-${175 + h / 2}" width="34" height="8" rx="4" fill="${c.light}"/><rect x="70" y="-${175 + h / 2}" width="34" height="8" rx="4" fill="${c.light}"/>
<path d="M350,-${165 + h / 2} q30,4 33,30 l-33,0 z" fill="#fff7d6"/><path d="M-378,-${150 + h / 2} l22,0 l0,34 l-22,0 z" fill="#d9382e"/>
${wheel(-235, r, rim)}${wheel(245, r, rim)}`,
  };
}

function motorbike(random: Random, c: Palette): Drawing {
  const rim = random.pick(['#b8bec6', '#30343a', '#d5a021']);
  const metal = '#3a3f45';
  return {
    width: 660,
    height: 420,
    body: `${wheel(-230, 95, rim)}${wheel(230, 95, rim)}
<path d="M-325,-150 Q-230,-215 -135,-150" stroke="${c.dark}" stroke-width="16" fill="none"/>
<path d="M-230,-95 L-40,-130" stroke="${metal}" stroke-width="18" stroke-linecap="round"/>
<path d="M-40,-130 L-10,-250 L150,-285" stroke="${metal}" stroke-width="14" fill="none" stroke-linejoin="round"/>
<path d="M230,-95 L160,-345" stroke="#9aa3ad" stroke-width="18" stroke-linecap="round"/>
<rect x="-80" y="-215" width="150" height="100" rx="20" fill="#50565e"/><rect x="-60" y="-200" width="40" height="70" rx="8" fill="#6b727b"/>
<path d="M-60,-120 Q-200,-110 -290,-150" stroke="#b9bfc6" stroke-width="14" fill="none" stroke-linecap="round"/>
<path d="M-40,-245 Q-20,-320 80,-318 Q150,-312 160,-280 Q120,-240 20,-235 Z" fill="${c.main}"/>
<path d="M-40,-245 Q-20,-320 80,-318 Q150,-312 160,-280 Q120,-240 20,-235 Z" fill="url(#sheen)"/>
<path d="M-250,-250 Q-150,-268 -40,-252 L-30,-232 Q-150,-228 -245,-232 Z" fill="#1f1f1f"/>
<path d="M-270,-245 Q-300,-240 -310,-215 L-250,-225 Z" fill="${c.main}"/>
<path d="M130,-360 L200,-372" stroke="#222" stroke-width="12" stroke-linecap="round"/>
<path d="M175,-330 Q230,-318 235,-278 L190,-280 Z" fill="${c.dark}"/><circle cx="228" cy="-296" r="17" fill="#fff7d6"/>`,
  };
}

function phone(random: Random, c: Palette): Drawing {
  const tilt = random.int(-12, 12);
  const screenHue = random.int(180, 300);
  const top = hsl(screenHue, 70, 55);
  const bottom = hsl((screenHue + 60) % 360, 70, 35);
  return {
    width: 330,
    height: 700,
    body: `<defs><linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
<g transform="rotate(${tilt} 0 -330)">
<rect x="-165" y="-660" width="330" height="650" rx="46" fill="${c.dark}"/>
<rect x="-152" y="-647" width="304" height="624" rx="36" fill="#0d0f12"/>
<rect x="-140" y="-635" width="280" height="600" rx="28" fill="url(#screen)"/>
<rect x="-40" y="-625" width="80" height="18" rx="9" fill="#0d0f12"/>
<rect x="-140" y="-635" width="280" height="600" rx="28" fill="url(#sheen)"/>
<rect x="168" y="-520" width="6" height="70" rx="3" fill="${c.main}"/></g>`,
  };
}

function laptop(random: Random, c: Palette): Drawing {
  const screenHue = random.int(180, 260);
  return {
    width: 760,
    height: 470,
    body: `<defs><linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(screenHue, 60, 60)}"/><stop offset="1" stop-color="${hsl(screenHue + 40, 60, 30)}"/></linearGradient></defs>
<path d="M-300,-60 L-290,-440 Q-288,-460 -268,-460 L268,-460 Q288,-460 290,-440 L300,-60 Z" fill="${c.dark}"/>
<path d="M-272,-80 L-264,-438 L264,-438 L272,-80 Z" fill="url(#screen)"/><path d="M-272,-80 L-264,-438 L264,-438 L272,-80 Z" fill="url(#sheen)"/>
<path d="M-380,-20 L-310,-62 L310,-62 L380,-20 Q380,0 360,0 L-360,0 Q-380,0 -380,-20 Z" fill="${c.main}"/>
<rect x="-70" y="-30" width="140" height="12" rx="6" fill="${c.dark}"/>`,
  };
}

function tv(random: Random, c: Palette): Drawing {
  const screenHue = random.int(0, 359);
  const w = random.int(330, 380);
  return {
    width: w * 2 + 20,
    height: 530,
    body: `<defs><linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(screenHue, 65, 60)}"/><stop offset="1" stop-color="${hsl((screenHue + 90) % 360, 60, 28)}"/></linearGradient></defs>
<rect x="-${w}" y="-520" width="${w * 2}" height="${w * 1.15}" rx="10" fill="#15181c"/>
<rect x="-${w - 12}" y="-508" width="${(w - 12) * 2}" height="${w * 1.15 - 24}" fill="url(#screen)"/>
<rect x="-${w - 12}" y="-508" width="${(w - 12) * 2}" height="${w * 1.15 - 24}" fill="url(#sheen)"/>
<path d="M-20,${-520 + w * 1.15} L-40,-12 L40,-12 L20,${-520 + w * 1.15} Z" fill="${c.dark}"/>
<rect x="-160" y="-14" width="320" height="14" rx="7" fill="${c.main}"/>`,
  };
}

function house(random: Random, c: Palette): Drawing {
  const wall = hsl(random.int(20, 50), random.int(20, 50), random.int(70, 88));
  const door = c.dark;
  const storeys = random.int(1, 2);
  const h = 200 + storeys * 110;
  const windows: string[] = [];
  for (let floor = 0; floor < storeys; floor++) {
    const y = -140 - floor * 120;
    for (const x of [-250, -130, 90, 210]) {
      if (floor === 0 && (x === -130 || x === 90)) continue;
      windows.push(
        `<rect x="${x}" y="${y - 60}" width="80" height="80" fill="#bcd9ef" stroke="#ffffff" stroke-width="8"/>`,
      );
    }
  }
  return {
    width: 720,
    height: h + 220,
    body: `<rect x="-320" y="-${h}" width="640" height="${h}" fill="${wall}"/>
<path d="M-360,-${h} L0,-${h + 220} L360,-${h} Z" fill="${c.main}"/><path d="M-360,-${h} L0,-${h + 220} L360,-${h} Z" fill="url(#sheen)"/>
${windows.join('')}<rect x="-55" y="-190" width="110" height="190" fill="${door}"/><circle cx="35" cy="-95" r="7" fill="#f2d27a"/>
<rect x="-330" y="-12" width="660" height="12" fill="#8b8f94"/>`,
  };
}

function flats(random: Random, c: Palette): Drawing {
  const floors = random.int(7, 11);
  const wall = hsl(random.int(0, 359), random.int(5, 25), random.int(72, 88));
  const rows: string[] = [];
  for (let floor = 0; floor < floors; floor++) {
    const y = -90 - floor * 62;
    for (let col = 0; col < 4; col++) {
      rows.push(`<rect x="${-150 + col * 80}" y="${y - 40}" width="54" height="40" fill="#9cc3e0"/>`);
    }
    rows.push(`<rect x="-180" y="${y + 2}" width="360" height="7" fill="${c.main}"/>`);
  }
  const h = 90 + floors * 62 + 20;
  return {
    width: 400,
    height: h + 18,
    body: `<rect x="-180" y="-${h}" width="360" height="${h}" fill="${wall}"/><rect x="-180" y="-${h}" width="360" height="${h}" fill="url(#sheen)"/>
${rows.join('')}<rect x="-190" y="-${h + 18}" width="380" height="22" fill="${c.dark}"/>
<rect x="-40" y="-80" width="80" height="80" fill="${c.dark}"/>`,
  };
}

function sofa(random: Random, c: Palette): Drawing {
  const seats = random.int(2, 3);
  const w = seats * 170;
  const cushions: string[] = [];
  for (let i = 0; i < seats; i++) {
    const x = -w / 2 + i * 170;
    cushions.push(`<rect x="${x + 6}" y="-250" width="158" height="150" rx="26" fill="${c.light}"/>`);
    cushions.push(`<rect x="${x + 6}" y="-150" width="158" height="60" rx="18" fill="${c.main}"/>`);
  }
  return {
    width: w + 140,
    height: 300,
    body: `<rect x="-${w / 2 + 10}" y="-300" width="${w + 20}" height="220" rx="40" fill="${c.dark}"/>
${cushions.join('')}
<rect x="-${w / 2 + 70}" y="-220" width="80" height="180" rx="30" fill="${c.main}"/><rect x="${w / 2 - 10}" y="-220" width="80" height="180" rx="30" fill="${c.main}"/>
<rect x="-${w / 2 + 60}" y="-90" width="${w + 120}" height="60" rx="16" fill="${c.dark}"/>
<rect x="-${w / 2 + 40}" y="-32" width="18" height="32" fill="#3b2b1f"/><rect x="${w / 2 + 22}" y="-32" width="18" height="32" fill="#3b2b1f"/>`,
  };
}

function shirt(random: Random, c: Palette): Drawing {
  const collar = random.chance(0.5);
  const buttons = collar
    ? [-330, -270, -210, -150].map((y) => `<circle cx="0" cy="${y}" r="7" fill="${c.light}"/>`).join('')
    : '';
  return {
    width: 660,
    height: 520,
    body: `<path d="M-110,-520 L-280,-450 L-330,-300 L-230,-270 L-200,-330 L-200,-20 L200,-20 L200,-330 L230,-270 L330,-300 L280,-450 L110,-520 Q0,-450 -110,-520 Z" fill="${c.main}"/>
<path d="M-110,-520 L-280,-450 L-330,-300 L-230,-270 L-200,-330 L-200,-20 L200,-20 L200,-330 L230,-270 L330,-300 L280,-450 L110,-520 Q0,-450 -110,-520 Z" fill="url(#sheen)"/>
${collar ? `<path d="M-110,-520 L-40,-420 L0,-470 L40,-420 L110,-520 Q0,-480 -110,-520 Z" fill="${c.light}"/><path d="M0,-470 L0,-20" stroke="${c.dark}" stroke-width="4"/>` : `<path d="M-110,-520 Q0,-430 110,-520" stroke="${c.dark}" stroke-width="14" fill="none"/>`}
${buttons}`,
  };
}

function briefcase(random: Random, c: Palette): Drawing {
  const leather = random.chance(0.6) ? hsl(random.int(15, 35), random.int(40, 65), random.int(22, 38)) : c.dark;
  return {
    width: 560,
    height: 455,
    body: `<path d="M-90,-380 L-90,-430 Q-90,-455 -65,-455 L65,-455 Q90,-455 90,-430 L90,-380" stroke="#2a2a2a" stroke-width="22" fill="none"/>
<rect x="-280" y="-390" width="560" height="390" rx="30" fill="${leather}"/><rect x="-280" y="-390" width="560" height="390" rx="30" fill="url(#sheen)"/>
<path d="M-280,-250 L280,-250" stroke="#00000044" stroke-width="6"/>
<rect x="-170" y="-275" width="50" height="50" rx="8" fill="#d9b45a"/><rect x="120" y="-275" width="50" height="50" rx="8" fill="#d9b45a"/>`,
  };
}

function parcel(random: Random, c: Palette): Drawing {
  // mostly brown cardboard, sometimes a printed box; the shaded side is a darker shade of the same colour
  const printed = random.chance(0.3);
  const hue = random.int(28, 38);
  const cardboard = printed ? c.main : hsl(hue, 42, random.int(55, 66));
  const side = printed ? c.dark : hsl(hue, 35, 45);
  const w = random.int(220, 280);
  return {
    width: w * 2 + 120,
    height: w * 1.2 + 90,
    body: `<path d="M-${w},-${w * 1.2} L0,-${w * 1.2 + 90} L${w},-${w * 1.2} L0,-${w * 1.2 - 90} Z" fill="${cardboard}"/>
<path d="M-${w},-${w * 1.2} L0,-${w * 1.2 - 90} L0,0 L-${w},-90 Z" fill="${side}"/>
<path d="M${w},-${w * 1.2} L0,-${w * 1.2 - 90} L0,0 L${w},-90 Z" fill="${cardboard}"/>
<path d="M-${w / 2},-${w * 1.2 + 45} L${w / 2},-${w * 1.2 - 45} L${w / 2},-${w * 0.4} " stroke="${c.accent}" stroke-width="26" fill="none" stroke-opacity="0.85"/>`,
  };
}
